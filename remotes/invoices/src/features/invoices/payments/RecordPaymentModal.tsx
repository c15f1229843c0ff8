import { useState } from 'react';
import { Alert, Checkbox, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentInputSchema, type Invoice, type PaymentInput } from '@ledgerline/contracts';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { useRecordPayment } from '@ledgerline/api-client';
import { minorToInputText, parseMoneyText } from '@ledgerline/document-editor';

interface PaymentValues {
  amount: string;
  date: Dayjs;
  method: PaymentInput['method'];
  reference: string;
  sendReceipt: boolean;
}

const FIELDS = ['amount', 'date', 'method', 'reference'] as const;

/** Records money received; the amount starts at the balance, the usual case of a full payment. The receipt is sent on request. */
export function RecordPaymentModal({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose(): void }) {
  const [form] = Form.useForm<PaymentValues>();
  const recordPayment = useRecordPayment();
  const { toast } = useShell();
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: PaymentValues) {
    setFailure(null);
    const amount = parseMoneyText(values.amount, invoice.currency);
    if (!amount.ok) {
      form.setFields([{ name: 'amount', errors: [amount.message] }]);
      return;
    }
    const parsed = paymentInputSchema.safeParse({ ...values, amount: amount.minor, date: values.date.format('YYYY-MM-DD') });
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: issue.path[0] as (typeof FIELDS)[number], errors: [issue.message] })));
      return;
    }
    try {
      await recordPayment.mutateAsync({ invoiceId: invoice.id, payment: parsed.data });
      toast.success('Payment recorded', parsed.data.sendReceipt ? 'The receipt is on its way to the client.' : undefined);
      onClose();
    } catch (error) {
      const problem = problemErrors(error);
      const onFields = FIELDS.filter((name) => problem.fields[name]);
      form.setFields(onFields.map((name) => ({ name, errors: [problem.fields[name] ?? ''] })));
      // A message already shown under its field is not repeated above the form.
      if (onFields.length === 0) setFailure(problem.message);
    }
  }

  return (
    <Modal open={open} title={`Record a payment for ${invoice.number}`} okText="Record payment" onOk={() => form.submit()} onCancel={onClose} confirmLoading={recordPayment.isPending} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ amount: minorToInputText(invoice.balance, invoice.currency), date: dayjs(), method: 'bank_transfer', reference: '', sendReceipt: false }}
        onFinish={(values) => void submit(values)}
      >
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Form.Item name="amount" label={`Amount (${invoice.currency})`} rules={[{ required: true, message: 'Enter an amount.' }]}>
          <Input inputMode="decimal" autoFocus />
        </Form.Item>
        <Form.Item name="date" label="Payment date" rules={[{ required: true, message: 'Choose a date.' }]}>
          <DatePicker style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item name="method" label="Method">
          <Select options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))} />
        </Form.Item>
        <Form.Item name="reference" label="Reference" rules={[{ max: 100 }]}>
          <Input placeholder="Cheque number, transfer id…" />
        </Form.Item>
        <Form.Item name="sendReceipt" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>Email the client a receipt (PDF attached)</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
