import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { changeOrderVoidSchema } from '@ledgerline/contracts';

interface VoidChangeOrderModalProps {
  number: string;
  open: boolean;
  voiding: boolean;
  onVoid(reason: string): void;
  onCancel(): void;
}

/** Voiding keeps the change order on record with the reason, and its public link stops working. */
export function VoidChangeOrderModal({ number, open, voiding, onVoid, onCancel }: VoidChangeOrderModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submit() {
    const parsed = changeOrderVoidSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onVoid(parsed.data.reason);
  }

  return (
    <Modal
      open={open}
      title={`Void change order ${number}?`}
      okText="Void change order"
      okButtonProps={{ danger: true, loading: voiding }}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Reason" htmlFor="change-order-void-reason" required validateStatus={error ? 'error' : undefined} help={error ?? 'Kept on record with the change order.'}>
          <Input.TextArea
            id="change-order-void-reason"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
