import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { declineSchema, type Decline } from '@ledgerline/contracts';
import type { SigningWords } from './signing-words.ts';

interface DeclineFormProps {
  words: SigningWords;
  pending: boolean;
  problem: ReactNode;
  onDecline: (decline: Decline) => void;
  onCancel: () => void;
}

/** Declining needs a reason: it is what the sender needs to make a better offer. */
export function DeclineForm({ words, pending, problem, onDecline, onCancel }: DeclineFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  function submit() {
    const parsed = declineSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onDecline(parsed.data);
  }

  return (
    <section ref={panelRef} className="panel no-print" aria-labelledby="decline-title">
      <h2 id="decline-title">{`Decline this ${words.noun}`}</h2>
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label="Why do you decline?" htmlFor="decline-reason" validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            id="decline-reason"
            autoFocus
            rows={4}
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
        {problem}
        <Space wrap>
          <Button danger type="primary" htmlType="submit" loading={pending}>
            {`Decline ${words.noun}`}
          </Button>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Space>
      </Form>
    </section>
  );
}
