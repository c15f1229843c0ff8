import { Alert, Descriptions, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { formatDateTime } from '@ledgerline/contracts';
import { mailAttachmentUrl, useMailMessage } from '@ledgerline/api-client';
import { EmailFrame } from '@ledgerline/documents/EmailFrame.tsx';
import { MAIL_STATUS_TAGS } from './mail-status.ts';

/**
 * One message as it was sent: headers, the HTML part in a sandboxed frame, the text part and the
 * attachments.
 */
export function SentMailMessage({ id, onClose }: { id: string | null; onClose: () => void }) {
  const message = useMailMessage(id);
  const data = message.data;
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} width={760} title={data?.subject ?? 'Email'} destroyOnHidden>
      {message.error ? <Alert type="error" title="The email could not be loaded" description={message.error.message} /> : null}
      {!data ? (
        message.error ? null : <Skeleton active />
      ) : (
        <Flex vertical gap="middle">
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="From">{data.from}</Descriptions.Item>
            <Descriptions.Item label="To">{data.to.join(', ')}</Descriptions.Item>
            {data.cc.length > 0 ? <Descriptions.Item label="Cc">{data.cc.join(', ')}</Descriptions.Item> : null}
            <Descriptions.Item label="Date">{formatDateTime(data.deliveredAt ?? data.createdAt, 'en-US')}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <Tag color={MAIL_STATUS_TAGS[data.status].color}>{MAIL_STATUS_TAGS[data.status].label}</Tag>
              {data.status === 'failed' ? data.error : data.lastResponse}
            </Descriptions.Item>
            <Descriptions.Item label="Message-ID">{data.messageId}</Descriptions.Item>
          </Descriptions>
          <EmailFrame html={data.html} />
          {data.attachments.length > 0 ? (
            <Flex gap="small" wrap>
              <Typography.Text strong>Attachments:</Typography.Text>
              {data.attachments.map((file) => (
                <Typography.Link key={file.id} href={mailAttachmentUrl(data.id, file.id)} download={file.filename}>
                  {file.filename} ({Math.ceil(file.size / 1024)} KB)
                </Typography.Link>
              ))}
            </Flex>
          ) : null}
          <details>
            <summary>Text version</summary>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 8 }}>{data.text}</Typography.Paragraph>
          </details>
        </Flex>
      )}
    </Modal>
  );
}
