import { Select } from 'antd';

const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: code }));

interface Props {
  id?: string;
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
}

/** An ISO 4217 picker; clearing it leaves the client on the account's currency. */
export function CurrencySelect({ id, value, onChange, placeholder }: Props) {
  return (
    <Select
      id={id}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={CURRENCIES}
      showSearch
      allowClear
      placeholder={placeholder}
    />
  );
}
