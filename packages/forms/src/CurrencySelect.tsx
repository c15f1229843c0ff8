import { Select } from 'antd';

const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: code }));

interface CurrencySelectProps {
  id?: string;
  value?: string | undefined;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** Clearable where "none" means something (a client without a currency of its own bills in the account's). */
  allowClear?: boolean;
  status?: 'error' | undefined;
}

/** An ISO 4217 picker, searchable by code: settings, the client form and every document editor. */
export function CurrencySelect({ id, value, onChange, placeholder, allowClear = false, status }: CurrencySelectProps) {
  return (
    <Select
      id={id}
      value={value}
      onChange={(next: string | undefined) => onChange?.(next)}
      options={CURRENCIES}
      showSearch
      allowClear={allowClear}
      placeholder={placeholder}
      status={status}
    />
  );
}
