import { Select } from 'antd';

const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: code }));

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** An ISO 4217 picker, searchable by code. */
export function CurrencySelect({ id, value, onChange }: Props) {
  return <Select id={id} value={value} onChange={(next: string) => onChange?.(next)} options={CURRENCIES} showSearch />;
}
