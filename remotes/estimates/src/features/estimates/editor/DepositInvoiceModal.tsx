import { useState } from 'react';
import { Flex, Form, Modal, Segmented, Typography } from 'antd';
import { DepositValueField } from './DepositValueField.tsx';
import { depositAmount, depositRequestSchema, formatMoney, type DepositRequest, type Estimate } from '@ledgerline/contracts';
import { parseMoneyText } from '@ledgerline/document-editor';
import { depositRoomLeft } from './estimate-acts.ts';

type DepositType = DepositRequest['type'];

/** The deposit typed, read by the contracts' own rules, or why it cannot be invoiced. */
function readRequest(type: DepositType, text: string, currency: string): { request: DepositRequest } | { problem: string } {
  const money = type === 'amount' ? parseMoneyText(text, currency) : null;
  if (money && !money.ok) return { problem: money.message };
  const parsed = depositRequestSchema.safeParse({ type, value: money ? money.minor : text.trim() });
  return parsed.success ? { request: parsed.data } : { problem: parsed.error.issues[0]?.message ?? 'Check the deposit.' };
}

interface DepositInvoiceModalProps {
  estimate: Estimate;
  open: boolean;
  onCancel(): void;
  onInvoice(request: DepositRequest): void;
}

/**
 * A further deposit invoice: a percentage of the accepted total or an amount, never more than the
 * deposits already invoiced leave of it. The first deposit is the estimate's own request.
 */
export function DepositInvoiceModal({ estimate, open, onCancel, onInvoice }: DepositInvoiceModalProps) {
  const [type, setType] = useState<DepositType>(estimate.deposit?.type ?? 'percent');
  const [text, setText] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const left = depositRoomLeft(estimate);
  const money = (minor: number) => formatMoney(minor, estimate.currency);
  const reading = readRequest(type, text, estimate.currency);
  const amount = 'request' in reading ? depositAmount(reading.request, estimate.total) : null;
  const problem = 'problem' in reading ? reading.problem : amount !== null && amount > left ? `At most ${money(left)} is left to ask as a deposit.` : null;

  function invoice() {
    if (problem || !('request' in reading)) setShown(problem);
    else onInvoice(reading.request);
  }

  return (
    <Modal open={open} title="Another deposit invoice" okText="Invoice deposit" onOk={invoice} onCancel={onCancel} destroyOnHidden>
      <Form layout="vertical" component="div">
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Deposits invoiced so far leave <strong>{money(left)}</strong> of the accepted {money(estimate.total)}. The final invoice deducts every deposit.
          </Typography.Paragraph>
          <Segmented<DepositType>
            aria-label="Deposit as"
            options={[
              { value: 'percent', label: 'Percentage' },
              { value: 'amount', label: 'Amount' },
            ]}
            value={type}
            onChange={(next) => {
              setType(next);
              setText('');
              setShown(null);
            }}
          />
          <DepositValueField
            id="further-deposit-value"
            type={type}
            value={text}
            currency={estimate.currency}
            error={shown}
            placeholderPercent="20"
            onChange={(value) => {
              setText(value);
              setShown(null);
            }}
          />
          {amount !== null && !problem && (
            <Typography.Text type="secondary">
              This deposit: <strong>{money(amount)}</strong>
            </Typography.Text>
          )}
        </Flex>
      </Form>
    </Modal>
  );
}
