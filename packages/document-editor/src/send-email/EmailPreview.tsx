import { Alert, Descriptions, Flex, Skeleton } from 'antd';
import type { DocumentKind } from '@ledgerline/contracts';
import { useDocumentEmailPreview } from '@ledgerline/api-client';
import { EmailFrame } from '@ledgerline/documents/EmailFrame.tsx';
import { problemErrors } from '@ledgerline/shell-sdk';

export type EmailPreviewFields = { to: string[]; cc: string[]; subject: string; message: string; attachPdf: boolean };

/**
 * The email as the client will get it: the headers the dialog holds, and the body rendered by the
 * server exactly as it renders what it sends.
 */
export function EmailPreview({ kind, documentId, fields }: { kind: DocumentKind; documentId: string; fields: EmailPreviewFields }) {
  const preview = useDocumentEmailPreview(kind, documentId, fields.message, true);
  if (preview.error) return <Alert type="error" title="The preview could not be shown" description={problemErrors(preview.error).message} />;
  if (!preview.data) return <Skeleton active />;
  const { data } = preview;
  return (
    <Flex vertical gap="middle" style={{ marginBottom: 16 }}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="From">{data.from}</Descriptions.Item>
        <Descriptions.Item label="To">{fields.to.join(', ')}</Descriptions.Item>
        {fields.cc.length > 0 ? <Descriptions.Item label="Cc">{fields.cc.join(', ')}</Descriptions.Item> : null}
        <Descriptions.Item label="Subject">{fields.subject}</Descriptions.Item>
        <Descriptions.Item label="Attachment">{fields.attachPdf ? data.attachmentName : 'None: the email carries the link'}</Descriptions.Item>
      </Descriptions>
      <EmailFrame html={data.html} />
    </Flex>
  );
}
