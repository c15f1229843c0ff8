import { DOCUMENT_KIND_LABELS, formatDate, type DocumentKind, type DocumentLinkAction } from '@ledgerline/contracts';
import { problemErrors, useConfirm, useShell } from '@ledgerline/shell-sdk';
import { absolutePublicUrl } from './public-link-url.ts';

/** The kind's link mutation from packages/api-client. */
export type ChangeLink = (variables: { id: string } & DocumentLinkAction) => Promise<unknown>;

/**
 * Copying, replacing, expiring and turning off a document's secret link, each with its question and its toast.
 * `changeLink` is the kind's link mutation from packages/api-client.
 */
export function usePublicLinkCommands(kind: DocumentKind, changeLink: ChangeLink) {
  const { toast } = useShell();
  const confirm = useConfirm();
  const noun = DOCUMENT_KIND_LABELS[kind].toLowerCase();
  const failed = (what: string) => (error: unknown) => toast.error(what, problemErrors(error).message);

  return {
    async copy(publicUrl: string | null) {
      if (!publicUrl) return;
      const url = absolutePublicUrl(publicUrl);
      try {
        await navigator.clipboard.writeText(url);
        toast.success('Link copied!');
      } catch {
        toast.error('The link could not be copied', url);
      }
    },

    /** A new link replaces the old one, which stops working: for a link that reached the wrong person. */
    async rotate(document: { id: string; number: string }) {
      const sure = await confirm({
        title: `Make a new link for ${document.number}?`,
        description: `The current public link stops working. Anyone who should see the ${noun} needs the new link.`,
        confirmText: 'Make new link',
        destructive: true,
      });
      if (sure) await changeLink({ id: document.id, action: 'rotate' }).then(() => toast.success('New public link made'), failed('The link could not be changed'));
    },

    /** The link's last day, or none (null); after it the client is told the link does not work. */
    async expire(document: { id: string }, expiresOn: string | null) {
      await changeLink({ id: document.id, action: 'expire', expiresOn }).then(
        () => toast.success(expiresOn ? `The link works through ${formatDate(expiresOn)}` : 'The link no longer expires'),
        failed('The link expiry could not be changed'),
      );
    },

    async revoke(document: { id: string; number: string }) {
      const sure = await confirm({
        title: `Turn off the public link of ${document.number}?`,
        description: `Nobody can open the ${noun} through its link any more until you make a new one.`,
        confirmText: 'Turn off link',
        destructive: true,
      });
      if (sure) await changeLink({ id: document.id, action: 'revoke' }).then(() => toast.success('Public link turned off'), failed('The link could not be turned off'));
    },
  };
}
