import { useState } from 'react';
import { Button, Descriptions, Divider, Flex, Form, Input, Tag, Typography } from 'antd';
import type { AdminContactMessage } from '@ledgerline/contracts';
import { problemMessage } from '@ledgerline/forms';
import { useShell } from '@ledgerline/shell-sdk';
import { useMarkContactHandled, useReplyToContact } from '@ledgerline/api-client';
import { formatMoment } from '../../shared/format.ts';

/** One contact message: what was written, its state and who handled it, the note and the reply form. */
export function ContactDetail({ message }: { message: AdminContactMessage }) {
  const { toast } = useShell();
  const [note, setNote] = useState(message.note);
  const [reply, setReply] = useState({ subject: `Re: ${message.subject}`, message: '' });
  const markHandled = useMarkContactHandled();
  const sendReply = useReplyToContact();

  const handle = () =>
    markHandled.mutate(
      { id: message.id, note },
      {
        onSuccess: () => toast.success('Marked as handled'),
        onError: (error) => toast.error('The message could not be marked handled', problemMessage(error, 'Try again.')),
      },
    );
  const send = () =>
    sendReply.mutate(
      { id: message.id, reply },
      {
        onSuccess: () => {
          toast.success('Reply sent', `To ${message.email}`);
          setReply((current) => ({ ...current, message: '' }));
        },
        onError: (error) => toast.error('The reply could not be sent', problemMessage(error, 'Try again.')),
      },
    );

  return (
    <Flex vertical gap="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'from', label: 'From', children: `${message.name} <${message.email}>` },
          { key: 'received', label: 'Received', children: formatMoment(message.createdAt) },
          {
            key: 'state',
            label: 'State',
            children: message.handledBy ? (
              <span>
                <Tag color="green">Handled</Tag>by {message.handledBy.username} on {formatMoment(message.handledAt)}
              </span>
            ) : (
              <Tag color="blue">New</Tag>
            ),
          },
        ]}
      />
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 12, borderRadius: 6 }}>{message.message}</Typography.Paragraph>

      <Form layout="vertical" onFinish={handle}>
        <Form.Item label="Note" htmlFor="contact-note">
          <Input.TextArea id="contact-note" rows={2} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
        </Form.Item>
        <Button htmlType="submit" loading={markHandled.isPending}>
          {message.handledBy ? 'Save note' : 'Mark handled'}
        </Button>
      </Form>

      <Divider style={{ margin: '12px 0' }} />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        Reply by email
      </Typography.Title>
      {message.replies.map((sent) => (
        <Typography.Text key={sent.sentAt} type="secondary">
          {`"${sent.subject}" sent by ${sent.sentBy.username} on ${formatMoment(sent.sentAt)}`}
        </Typography.Text>
      ))}
      <Form layout="vertical" onFinish={send}>
        <Form.Item label="Subject" htmlFor="reply-subject">
          <Input id="reply-subject" maxLength={200} value={reply.subject} onChange={(event) => setReply({ ...reply, subject: event.target.value })} />
        </Form.Item>
        <Form.Item label="Reply" htmlFor="reply-message">
          <Input.TextArea id="reply-message" rows={5} maxLength={5000} value={reply.message} onChange={(event) => setReply({ ...reply, message: event.target.value })} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sendReply.isPending} disabled={!reply.message.trim() || !reply.subject.trim()}>
          Send reply
        </Button>
      </Form>
    </Flex>
  );
}
