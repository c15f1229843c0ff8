import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { appPaths, formatMoney } from '@ledgerline/contracts';
import { parseMoneyText } from '@ledgerline/document-editor';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { useReleaseRetainage } from './progress-api.ts';

/** Releases retainage the job holds, all of it unless a smaller amount is typed, on its own invoice. */
export function ReleaseRetainageModal({ estimateId, held, currency, onClose }: { estimateId: string; held: number; currency: string; onClose(): void }) {
  const { toast } = useShell();
  const navigate = useNavigate();
  const release = useReleaseRetainage(estimateId);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency);
  const typed = text.trim() === '' ? { ok: true as const, minor: held } : parseMoneyText(text, currency);
  const problem = !typed.ok ? typed.message : typed.minor <= 0 ? 'Release more than nothing.' : typed.minor > held ? `At most ${money(held)} is held.` : null;

  async function submit() {
    if (problem || !typed.ok) return setRefusal(problem);
    await release.mutateAsync(typed.minor).then(
      (invoice) => {
        toast.success('Retainage invoiced', `${invoice.number} releases ${money(typed.minor)}.`);
        onClose();
        void navigate(appPaths.invoice(invoice.id));
      },
      (error: unknown) => setRefusal(problemErrors(error).message),
    );
  }

  return (
    <Modal open title="Release retainage" okText="Invoice the release" confirmLoading={release.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph>
        The job holds <strong>{money(held)}</strong>. The release is its own invoice, without tax: tax was charged on each application in full.
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <Form.Item label="Amount to release" htmlFor="release-amount" extra="Leave empty to release all of it.">
          <Input id="release-amount" inputMode="decimal" placeholder={money(held)} suffix={currency} value={text} onChange={(event) => setText(event.target.value)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
