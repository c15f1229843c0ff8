import { Button, Flex, Input, Typography } from 'antd';
import { CopyOutlined, MailOutlined, ShareAltOutlined } from '@ant-design/icons';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import { useClient } from '@ledgerline/api-client';
import { absolutePublicUrl } from '@ledgerline/document-editor';
import { useShell } from '@ledgerline/shell-sdk';
import { LinkExpiry } from './LinkExpiry.tsx';
import { canShareNatively, mailtoHref } from './share-link.ts';

/** The kinds this remote shares: estimates and change orders. */
export type SharedKind = Exclude<DocumentKind, 'invoice'>;

export interface SharedDocument {
  id: string;
  number: string;
  publicUrl: string | null;
  publicLinkExpiresOn: string | null;
  client: { id: string; name: string };
}

interface ShareLinkPanelProps {
  kind: SharedKind;
  document: SharedDocument;
  /** What the client does at the link: "review the estimate and accept or decline it". */
  purpose: string;
}

/**
 * Hands the client the document's secret link until email sending exists: copied, through the
 * device's share sheet where the browser has one, or in a message written in the user's mail program;
 * with the link's last day, which the owner may set or remove.
 */
export function ShareLinkPanel({ kind, document, purpose }: ShareLinkPanelProps) {
  const { toast } = useShell();
  const client = useClient(document.client.id);
  const noun = DOCUMENT_KIND_LABELS[kind].toLowerCase();
  if (!document.publicUrl) {
    return <Typography.Paragraph style={{ margin: 0 }}>This {noun} has no public link: send it, or make a new link, first.</Typography.Paragraph>;
  }
  const url = absolutePublicUrl(document.publicUrl);
  const message = { title: `${DOCUMENT_KIND_LABELS[kind]} ${document.number}`, text: `Hello ${document.client.name}, please ${purpose} here:`, url };

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied!');
    } catch {
      toast.error('The link could not be copied', url);
    }
  }

  async function share() {
    try {
      await navigator.share(message);
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as { name?: string }).name !== 'AbortError') toast.error('The link could not be shared', 'Copy it or send it by email instead.');
    }
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {document.client.name} opens this link without signing in, to {purpose}.
      </Typography.Paragraph>
      <Input readOnly aria-label="Public link" value={url} onFocus={(event) => event.target.select()} />
      <Flex gap={8} wrap>
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
          Copy link
        </Button>
        {canShareNatively() && (
          <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
            Share…
          </Button>
        )}
        <Button icon={<MailOutlined />} href={mailtoHref(client.data?.email ?? '', message)}>
          Email
        </Button>
      </Flex>
      <LinkExpiry kind={kind} document={document} />
    </Flex>
  );
}
