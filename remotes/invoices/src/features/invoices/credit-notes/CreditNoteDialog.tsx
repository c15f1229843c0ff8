import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Checkbox, DatePicker, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { appPaths, formatMoney, type CreditNoteRemainder, type Invoice } from '@ledgerline/contracts';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { useIssueCreditNote, useVoidInvoice } from '@ledgerline/api-client';
import { lineChoicesOf, takesEverythingLeft, type LineChoice } from './credit-note-choices.ts';

interface CreditNoteDialogProps {
  invoice: Invoice;
  /** Voiding: the credit note takes back all that is left, and no line is chosen. */
  voiding: boolean;
  onClose(): void;
}

/**
 * Issues a credit note of an issued invoice: the lines (or part of them) it takes back, why, and,
 * when money was paid, whether what the balance cannot take goes back to the client or stays as
 * their credit. Voiding an issued invoice is the same with everything chosen.
 */
export function CreditNoteDialog({ invoice, voiding, onClose }: CreditNoteDialogProps) {
  const { toast } = useShell();
  const navigate = useNavigate();
  const issue = useIssueCreditNote();
  const voidInvoice = useVoidInvoice();
  const [choices, setChoices] = useState<LineChoice[]>(() => lineChoicesOf(invoice));
  const [reason, setReason] = useState('');
  const [issueDate, setIssueDate] = useState<Dayjs>(() => dayjs());
  const [remainder, setRemainder] = useState<CreditNoteRemainder>('refund');
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const paid = invoice.amountPaid > 0;
  const pending = issue.isPending || voidInvoice.isPending;
  const change = (lineId: string, update: Partial<LineChoice>) => setChoices((all) => all.map((choice) => (choice.lineId === lineId ? { ...choice, ...update } : choice)));

  async function submit() {
    setFailure(null);
    setFieldErrors({});
    const chosen = choices.filter((choice) => choice.chosen);
    if (!voiding && chosen.length === 0) return setFailure('Choose at least one line to credit.');
    if (!voiding && reason.trim() === '') return setFieldErrors({ reason: 'Say why the client is credited: it prints on the credit note.' });
    try {
      if (voiding) {
        await voidInvoice.mutateAsync({ id: invoice.id, reason: reason.trim(), remainder });
        toast.success(`Invoice ${invoice.number} voided`, 'A credit note for all of it was issued.');
        onClose();
        return;
      }
      const whole = takesEverythingLeft(choices);
      const creditNote = await issue.mutateAsync({
        invoiceId: invoice.id,
        issueDate: issueDate.format('YYYY-MM-DD'),
        reason: reason.trim(),
        lines: whole ? null : chosen.map((choice) => ({ invoiceLineId: choice.lineId, quantity: choice.quantity.trim() })),
        remainder,
      });
      toast.success(`Credit note ${creditNote.number} issued`, `${formatMoney(creditNote.totals.total, creditNote.currency)} taken back from invoice ${invoice.number}.`);
      onClose();
      navigate(appPaths.creditNote(creditNote.id));
    } catch (error) {
      const problem = problemErrors(error);
      const byLine: Record<string, string> = {};
      chosen.forEach((choice, index) => {
        const message = problem.fields[`lines.${index}.quantity`] ?? problem.fields[`lines.${index}.invoiceLineId`];
        if (message) byLine[choice.lineId] = message;
      });
      setFieldErrors({ ...byLine, ...(problem.fields.reason ? { reason: problem.fields.reason } : {}), ...(problem.fields.issueDate ? { issueDate: problem.fields.issueDate } : {}) });
      if (Object.keys(byLine).length === 0 && !problem.fields.reason && !problem.fields.issueDate) setFailure(problem.message);
    }
  }

  return (
    <Modal
      open
      title={voiding ? `Void invoice ${invoice.number}` : `Credit note for invoice ${invoice.number}`}
      okText={voiding ? 'Void invoice' : 'Issue credit note'}
      okButtonProps={{ danger: voiding }}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={pending}
      width={720}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {voiding
            ? 'An issued invoice stays on record: voiding it issues a credit note for everything not yet credited, with its own number, and the invoice is no longer owed.'
            : 'A credit note takes back what you choose of this invoice, at its prices, taxes and discount. It is issued at once with its own number and cannot be edited.'}
        </Typography.Paragraph>
        {failure && <Alert type="error" showIcon title={failure} />}
        {!voiding && (
          <section aria-label="Lines to credit">
            {choices.length === 0 && <Typography.Text type="secondary">Everything on this invoice has been credited.</Typography.Text>}
            <Flex vertical gap={8}>
              {choices.map((choice) => (
                <Flex key={choice.lineId} wrap gap={8} align="start" style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.06)', paddingBottom: 8 }}>
                  <Flex vertical style={{ flex: '1 1 220px' }}>
                    <Checkbox checked={choice.chosen} onChange={(event) => change(choice.lineId, { chosen: event.target.checked })}>
                      {`Credit ${choice.description || 'this line'}`}
                    </Checkbox>
                    <Typography.Text type="secondary" style={{ paddingInlineStart: 24 }}>{`${choice.left} left to credit`}</Typography.Text>
                  </Flex>
                  <Form.Item validateStatus={fieldErrors[choice.lineId] ? 'error' : undefined} help={fieldErrors[choice.lineId]} style={{ margin: 0, flex: '0 1 160px' }}>
                    <Input
                      inputMode="decimal"
                      addonBefore="Qty"
                      aria-label={`Quantity to credit of ${choice.description || 'this line'}`}
                      value={choice.quantity}
                      disabled={!choice.chosen}
                      onChange={(event) => change(choice.lineId, { quantity: event.target.value })}
                    />
                  </Form.Item>
                </Flex>
              ))}
            </Flex>
          </section>
        )}
        <Form layout="vertical" component="div">
          <Form.Item label="Reason" htmlFor="credit-note-reason" required={!voiding} validateStatus={fieldErrors.reason ? 'error' : undefined} help={fieldErrors.reason}>
            <Input.TextArea id="credit-note-reason" value={reason} maxLength={500} autoSize={{ minRows: 2 }} placeholder={voiding ? 'Why the invoice is voided (optional)' : 'Tiles returned, price agreed after a complaint…'} onChange={(event) => setReason(event.target.value)} />
          </Form.Item>
          {!voiding && (
            <Form.Item label="Credit note date" htmlFor="credit-note-date" validateStatus={fieldErrors.issueDate ? 'error' : undefined} help={fieldErrors.issueDate}>
              <DatePicker id="credit-note-date" value={issueDate} allowClear={false} style={{ width: '100%' }} onChange={(value) => value && setIssueDate(value)} />
            </Form.Item>
          )}
          {paid && (
            <Form.Item
              label={
                invoice.balance > 0
                  ? `The client has paid ${formatMoney(invoice.amountPaid, invoice.currency)} and still owes ${formatMoney(invoice.balance, invoice.currency)}. What you credit beyond that goes:`
                  : `The client has paid the invoice. What you credit goes:`
              }
            >
              <Radio.Group value={remainder} onChange={(event) => setRemainder(event.target.value as CreditNoteRemainder)}>
                <Flex vertical gap={4}>
                  <Radio value="refund">Back to the client (a card payment is refunded to the card)</Radio>
                  <Radio value="client_credit">Kept as the client&apos;s credit, used on their next invoice</Radio>
                </Flex>
              </Radio.Group>
            </Form.Item>
          )}
        </Form>
      </Flex>
    </Modal>
  );
}
