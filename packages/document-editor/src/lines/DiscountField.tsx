import { Input, Select, Space } from 'antd';
import type { DiscountDraft, DiscountType } from '../draft/document-draft.ts';

interface DiscountFieldProps {
  id: string;
  label: string;
  currency: string;
  value: DiscountDraft;
  status?: 'error' | undefined;
  onChange(value: DiscountDraft): void;
}

/** A discount as a percentage or as an amount of the document's currency. */
export function DiscountField({ id, label, currency, value, status, onChange }: DiscountFieldProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<DiscountType>
        aria-label={`${label} type`}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        options={[
          { value: 'percent', label: '%' },
          { value: 'amount', label: currency },
        ]}
        style={{ width: 84 }}
      />
      <Input
        id={id}
        aria-label={label}
        inputMode="decimal"
        placeholder="0"
        status={status}
        value={value.value}
        onChange={(event) => onChange({ ...value, value: event.target.value })}
      />
    </Space.Compact>
  );
}
