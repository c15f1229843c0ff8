import { Button, Flex, Input, Typography } from 'antd';
import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { DOCUMENT_KIND_REGISTRY, type DocumentKind } from '@ledgerline/contracts';
import { useShell } from '@ledgerline/shell-sdk';
import { PublicLinkExpiry, type ExpiringLinkDocument } from './PublicLinkExpiry.tsx';
import { absolutePublicUrl } from './public-link-url.ts';
import { usePublicLinkCommands, type ChangeLink } from './use-public-link-commands.ts';

export interface SharedDocument extends ExpiringLinkDocument {
  client: { name: string };
}

interface ShareLinkPanelProps {
  kind: DocumentKind;
  document: SharedDocument;
  /** The kind's link mutation from packages/api-client. */
  changeLink: ChangeLink;
}

/** The device's share sheet (phones, some desktops); absent, the link is copied instead. */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * The document's secret link for a client reached another way than by Send: copied, or through the
 * device's share sheet where the browser has one; with the link's last day, which the owner may set
 * or remove. The same for every kind.
 */
export function ShareLinkPanel({ kind, document, changeLink }: ShareLinkPanelProps) {
  const { toast } = useShell();
  const commands = usePublicLinkCommands(kind, changeLink);
  const { label, linkPurpose } = DOCUMENT_KIND_REGISTRY[kind];
  if (!document.publicUrl) {
    return <Typography.Paragraph style={{ margin: 0 }}>This {label.toLowerCase()} has no public link: send it, or make a new link, first.</Typography.Paragraph>;
  }
  const url = absolutePublicUrl(document.publicUrl);

  async function share() {
    try {
      await navigator.share({ title: `${label} ${document.number}`, text: `Hello ${document.client.name}, please ${linkPurpose} here:`, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as { name?: string }).name !== 'AbortError') toast.error('The link could not be shared', 'Copy it instead.');
    }
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {document.client.name} opens this link without signing in, to {linkPurpose}.
      </Typography.Paragraph>
      <Input readOnly aria-label="Public link" value={url} onFocus={(event) => event.target.select()} />
      <Flex gap={8} wrap>
        <Button type="primary" icon={<CopyOutlined />} onClick={() => void commands.copy(document.publicUrl)}>
          Copy link
        </Button>
        {canShareNatively() && (
          <Button icon={<ShareAltOutlined />} onClick={() => void share()}>
            Share…
          </Button>
        )}
      </Flex>
      <PublicLinkExpiry kind={kind} document={document} changeLink={changeLink} />
    </Flex>
  );
}
