import { useState } from 'react';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { useChangeChangeOrderLink, useChangeOrder, useEmailChangeOrder, useSendChangeOrder } from '@ledgerline/api-client';
import { SendEmailDialog, ShareLinkPanel } from '@ledgerline/document-editor';
import type { SendDocumentEmail } from '@ledgerline/contracts';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';

interface SendChangeOrderDialogProps {
  changeOrderId: string;
  open: boolean;
  onClose(): void;
}

/**
 * Sends a change order to its client: by email (marked sent and the message queued, with the
 * link), or marked sent only, which makes its secret link to copy or share through the device.
 */
export function SendChangeOrderDialog({ changeOrderId, open, onClose }: SendChangeOrderDialogProps) {
  const { toast } = useShell();
  const changeOrder = useChangeOrder(open ? changeOrderId : undefined);
  const send = useSendChangeOrder();
  const email = useEmailChangeOrder();
  const changeLink = useChangeChangeOrderLink();
  const [emailing, setEmailing] = useState(false);
  const data = changeOrder.data;

  async function emailIt(input: SendDocumentEmail) {
    await email.mutateAsync({ id: changeOrderId, email: input }).then(
      () => {
        toast.success('Change order emailed', 'Settings › Sent mail shows when it is delivered.');
        setEmailing(false);
      },
      (error: unknown) => toast.error('The change order could not be emailed', problemErrors(error).message),
    );
  }

  async function sendIt() {
    await send.mutateAsync(changeOrderId).then(
      () => toast.success('Change order sent', 'Its public link is ready to share.'),
      (error: unknown) => toast.error('The change order could not be sent', problemErrors(error).message),
    );
  }

  return (
    <>
    <SendEmailDialog
      kind="change_order"
      documentId={changeOrderId}
      title={`Email change order ${data?.number ?? ''}`}
      open={open && emailing}
      onClose={() => setEmailing(false)}
      onSend={emailIt}
      sending={email.isPending}
    />
    <Modal open={open && !emailing} onCancel={onClose} title={data ? `Send change order ${data.number}` : 'Send change order'} footer={<Button onClick={onClose}>Done</Button>} destroyOnHidden>
      {changeOrder.isError ? (
        <Alert type="error" showIcon title="The change order could not be loaded." description={problemErrors(changeOrder.error).message} />
      ) : !data ? (
        <Skeleton active />
      ) : data.status === 'draft' ? (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Paragraph style={{ margin: 0 }}>
            Sending marks the change order sent and makes the secret link {data.client.name} opens to approve or decline it, with no sign-in.
          </Typography.Paragraph>
          <Flex gap={8} wrap>
            <Button type="primary" icon={<MailOutlined />} onClick={() => setEmailing(true)}>
              Send by email
            </Button>
            <Button icon={<SendOutlined />} loading={send.isPending} onClick={() => void sendIt()}>
              Mark as sent and share the link
            </Button>
          </Flex>
        </Flex>
      ) : (
        <ShareLinkPanel kind="change_order" document={data} changeLink={changeLink.mutateAsync} />
      )}
    </Modal>
    </>
  );
}
