import { Flex, Form, Segmented, Typography } from 'antd';
import { DepositValueField } from './DepositValueField.tsx';
import { depositAmount, formatMoney, isDepositPercent, type DepositRequest } from '@ledgerline/contracts';
import { errorAt, type FieldErrors } from '@ledgerline/document-editor';
import type { DepositDraft, EstimateDraft } from './estimate-draft.ts';

const DEPOSIT_TYPES: { value: DepositDraft['type']; label: string }[] = [
  { value: 'none', label: 'No deposit' },
  { value: 'percent', label: 'Percentage' },
  { value: 'amount', label: 'Amount' },
];

interface DepositFieldsProps {
  draft: EstimateDraft;
  errors: FieldErrors;
  /** The deposit as read from the draft, when it is valid. */
  request: DepositRequest | null;
  /** The total the deposit is a part of, from the calculator; null while it cannot be computed. */
  total: number | null;
  onChange(draft: EstimateDraft): void;
}

/** The deposit asked for on acceptance: a percentage of the accepted total or a fixed amount. */
export function DepositFields({ draft, errors, request, total, onChange }: DepositFieldsProps) {
  const { deposit } = draft;
  const message = errorAt(errors, 'deposit');
  const valid = request !== null && (request.type === 'amount' || isDepositPercent(request.value));
  const set = (change: Partial<DepositDraft>) => onChange({ ...draft, deposit: { ...deposit, ...change } });
  return (
    <Form layout="vertical" component="div">
      <Flex vertical gap={8}>
        <Segmented<DepositDraft['type']>
          aria-label="Deposit"
          options={DEPOSIT_TYPES}
          value={deposit.type}
          // Switching between percent and amount keeps nothing: "30" percent is no 30.00 amount.
          onChange={(type) => set({ type, value: '' })}
        />
        {deposit.type !== 'none' && (
          <DepositValueField
            id="estimate-deposit-value"
            type={deposit.type}
            value={deposit.value}
            currency={draft.currency}
            error={message}
            placeholderPercent="30"
            onChange={(value) => set({ value })}
          />
        )}
        {valid && total !== null && (
          <Typography.Text type="secondary">
            Requested on acceptance: <strong>{formatMoney(depositAmount(request, total), draft.currency)}</strong>
          </Typography.Text>
        )}
      </Flex>
    </Form>
  );
}
