import { Segmented } from 'antd';
import type { BillingInterval } from '@ledgerline/contracts';

/** Monthly or yearly prices; the yearly label says what it saves. */
export function IntervalToggle({ value, onChange, yearlySaving }: { value: BillingInterval; onChange: (interval: BillingInterval) => void; yearlySaving: number }) {
  return (
    <Segmented<BillingInterval>
      aria-label="Billing period"
      value={value}
      onChange={onChange}
      options={[
        { value: 'month', label: 'Monthly' },
        { value: 'year', label: yearlySaving > 0 ? `Yearly (${yearlySaving} months free)` : 'Yearly' },
      ]}
    />
  );
}
