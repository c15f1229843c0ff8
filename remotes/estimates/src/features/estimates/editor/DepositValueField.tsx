import { Form, Input } from 'antd';

interface DepositValueFieldProps {
  id: string;
  type: 'percent' | 'amount';
  value: string;
  currency: string;
  /** The sentence under the field when the value is refused, else null. */
  error: string | null | undefined;
  placeholderPercent: string;
  onChange(value: string): void;
}

/** A deposit as a percentage of the estimate or as an amount in its currency. */
export function DepositValueField({ id, type, value, currency, error, placeholderPercent, onChange }: DepositValueFieldProps) {
  return (
    <Form.Item
      label={type === 'percent' ? 'Deposit percentage' : 'Deposit amount'}
      htmlFor={id}
      required
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ maxWidth: 260, marginBottom: 0 }}
    >
      <Input
        id={id}
        inputMode="decimal"
        value={value}
        placeholder={type === 'percent' ? placeholderPercent : '0.00'}
        suffix={type === 'percent' ? '%' : currency}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Item>
  );
}
