import { Flex, Statistic } from 'antd';
import { formatMoney, type EstimateList } from '@ledgerline/contracts';

/** A win rate as people read it: "63 %", whole percent. */
export function formatWinRate(winRate: number): string {
  return `${Math.round(winRate * 100)} %`;
}

/** Figures a size below antd's default, so the three fit one line on a phone. */
const FIGURE = { content: { fontSize: 20 } };

interface EstimateListSummaryProps {
  list: EstimateList;
  /** The account's currency, which the API's sum over every page is in. */
  currency: string;
}

/** What the filters select over every page, and how many of the decided estimates among them were won. */
export function EstimateListSummary({ list, currency }: EstimateListSummaryProps) {
  return (
    <Flex role="group" aria-label="Estimates selected" gap="8px 32px" wrap style={{ marginBottom: 16 }}>
      <Statistic title="Estimates" value={list.totals.count} styles={FIGURE} />
      <Statistic title="Total" value={formatMoney(list.totals.total, currency)} styles={FIGURE} />
      <Statistic
        title="Win rate"
        styles={FIGURE}
        value={list.winRate === null ? '—' : formatWinRate(list.winRate)}
        // The rate counts the decided estimates of the period, whatever status is picked above.
        suffix={list.winRate === null ? undefined : <span style={{ fontSize: 12 }}>of decided</span>}
      />
    </Flex>
  );
}
