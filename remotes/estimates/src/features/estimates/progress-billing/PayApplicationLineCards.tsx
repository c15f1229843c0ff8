import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { ContinuationLine, ScheduleLineBody } from '@ledgerline/contracts';

interface PayApplicationLineCardsProps {
  schedule: readonly ScheduleLineBody[];
  sheetLines: ReadonlyMap<string, ContinuationLine>;
  money(minor: number): string;
  percent(hundredths: number): string;
  work(line: ScheduleLineBody): ReactNode;
  stored(line: ScheduleLineBody): ReactNode;
}

/** The continuation sheet on a phone: one block a line, its two entries side by side and its figures under them. */
export function PayApplicationLineCards({ schedule, sheetLines, money, percent, work, stored }: PayApplicationLineCardsProps) {
  return (
    <ul aria-label="Continuation sheet" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {schedule.map((line) => {
        const computed = sheetLines.get(line.key);
        return (
          <li key={line.key} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
            <Flex vertical gap={6}>
              <Flex justify="space-between" gap="small">
                <Typography.Text strong>{line.description}</Typography.Text>
                <Typography.Text type="secondary">{line.source}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary">{`Scheduled ${money(line.scheduledValue)} · previous ${money(computed?.previousWork ?? 0)}`}</Typography.Text>
              <Flex gap="small">
                <div style={{ flex: 1 }}>{work(line)}</div>
                <div style={{ flex: 1 }}>{stored(line)}</div>
              </Flex>
              {computed && <Typography.Text>{`To date ${money(computed.completedToDate)} (${percent(computed.percentComplete)}) · balance ${money(computed.balanceToFinish)}`}</Typography.Text>}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
