import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useChangeOrder, useSendChangeOrder } from '@ledgerline/api-client';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { ShareLinkPanel } from '../../../shared/ShareLinkPanel.tsx';

export const CHANGE_ORDER_PURPOSE = 'review the change order and approve or decline it';

interface SendChangeOrderDialogProps {
  changeOrderId: string;
  open: boolean;
  onClose(): void;
}

/**
 * Sends a change order to its client: a draft is marked sent first, which makes its secret link;
 * the link is then copied, shared through the device or mailed, until email sending exists.
 */
export function SendChangeOrderDialog({ changeOrderId, open, onClose }: SendChangeOrderDialogProps) {
  const { toast } = useShell();
  const changeOrder = useChangeOrder(open ? changeOrderId : undefined);
  const send = useSendChangeOrder();
  const data = changeOrder.data;

  async function sendIt() {
    await send.mutateAsync(changeOrderId).then(
      () => toast.success('Change order sent', 'Its public link is ready to share.'),
      (error: unknown) => toast.error('The change order could not be sent', problemErrors(error).message),
    );
  }

  return (
    <Modal open={open} onCancel={onClose} title={data ? `Send change order ${data.number}` : 'Send change order'} footer={<Button onClick={onClose}>Done</Button>} destroyOnHidden>
      {changeOrder.isError ? (
        <Alert type="error" showIcon title="The change order could not be loaded." description={problemErrors(changeOrder.error).message} />
      ) : !data ? (
        <Skeleton active />
      ) : data.status === 'draft' ? (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Paragraph style={{ margin: 0 }}>
            Sending marks the change order sent and makes the secret link {data.client.name} opens to approve or decline it, with no sign-in.
          </Typography.Paragraph>
          <Button type="primary" icon={<SendOutlined />} loading={send.isPending} onClick={() => void sendIt()}>
            Send change order
          </Button>
        </Flex>
      ) : (
        <ShareLinkPanel kind="change_order" document={data} purpose={CHANGE_ORDER_PURPOSE} />
      )}
    </Modal>
  );
}
