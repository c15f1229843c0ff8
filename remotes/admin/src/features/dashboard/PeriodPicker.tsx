import { DatePicker, Flex, Segmented } from 'antd';
import dayjs from 'dayjs';
import { ADMIN_PERIOD_DAYS, type AdminPeriodQuery } from '@ledgerline/contracts';

type Choice = (typeof ADMIN_PERIOD_DAYS)[number] | 'custom';

const OPTIONS = [...ADMIN_PERIOD_DAYS.map((days) => ({ value: days, label: `${days} days` })), { value: 'custom' as const, label: 'Custom' }];

/** 7, 30 or 90 days ending today, or a custom range of days. */
export function PeriodPicker({ period, onChange }: { period: AdminPeriodQuery; onChange: (period: AdminPeriodQuery) => void }) {
  const choice: Choice = period.from ? 'custom' : (period.days ?? '30');
  return (
    <Flex gap="small" wrap align="center">
      <Segmented<Choice>
        aria-label="Period"
        options={OPTIONS}
        value={choice}
        onChange={(value) => {
          if (value !== 'custom') onChange({ days: value });
          else onChange({ from: dayjs().subtract(13, 'day').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD') });
        }}
      />
      {choice === 'custom' ? (
        <DatePicker.RangePicker
          aria-label="Custom period"
          allowClear={false}
          value={[dayjs(period.from), dayjs(period.to)]}
          onChange={(range) => {
            if (range?.[0] && range[1]) onChange({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
          }}
        />
      ) : null}
    </Flex>
  );
}
