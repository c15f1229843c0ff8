import { Button, Flex, Input, Modal, Typography } from 'antd';
import { CopyOutlined, MailOutlined, ShareAltOutlined } from '@ant-design/icons';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import { useClient } from '@ledgerline/api-client';
import { absolutePublicUrl } from '@ledgerline/document-editor';
import { useShell } from '@ledgerline/shell-sdk';
import { canShareNatively, mailtoHref, type LinkMessage } from './share-link.ts';

interface ShareLinkModalProps {
  open: boolean;
  onClose(): void;
  kind: DocumentKind;
  document: { number: string; publicUrl: string | null; client: { id: string; name: string } };
  /** What the client does at the link: "review and accept it", "approve or decline it". */
  purpose: string;
}

/**
 * Hands the client the document's secret link until email sending exists: copied, through the
 * device's share sheet where the browser has one, or in a message written in the user's mail program.
 */
export function ShareLinkModal({ open, onClose, kind, document, purpose }: ShareLinkModalProps) {
  const { toast } = useShell();
  const client = useClient(document.client.id, open);
  const label = `${DOCUMENT_KIND_LABELS[kind]} ${document.number}`;
  const url = document.publicUrl ? absolutePublicUrl(document.publicUrl) : null;
  const message: LinkMessage | null = url ? { title: label, text: `Hello ${document.client.name}, please ${purpose} here:`, url } : null;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied!');
    } catch {
      toast.error('The link could not be copied', url);
    }
  }

  async function share() {
    if (!message) return;
    try {
      await navigator.share(message);
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as { name?: string }).name !== 'AbortError') toast.error('The link could not be shared', 'Copy it or send it by email instead.');
    }
  }

  return (
    <Modal open={open} onCancel={onClose} title={`Share ${label}`} footer={<Button onClick={onClose}>Done</Button>} destroyOnHidden>
      {url && message ? (
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
        </Flex>
      ) : (
        <Typography.Paragraph style={{ margin: 0 }}>This {DOCUMENT_KIND_LABELS[kind].toLowerCase()} has no public link: send it, or make a new link, first.</Typography.Paragraph>
      )}
    </Modal>
  );
}
