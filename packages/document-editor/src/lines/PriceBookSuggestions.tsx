import { Button, Flex, Typography } from 'antd';
import { formatMoney, type PriceBookItem } from '@ledgerline/contracts';
import { useAccountSettings, usePriceBook } from '@ledgerline/api-client';
import { useDebouncedValue } from '@ledgerline/forms';

/** How many items are offered under a line as its description is typed. */
const OFFERED = 3;

interface PriceBookSuggestionsProps {
  /** The line's description as typed so far. */
  typed: string;
  /** The document's currency: items, priced in the account's, are offered only in it. */
  currency: string;
  onPick(item: PriceBookItem): void;
}

/**
 * The price book's items that match what is typed in a line's description, as buttons under it:
 * picking one fills the line with the item's text, unit, price and taxes (never its cost).
 */
export function PriceBookSuggestions({ typed, currency, onPick }: PriceBookSuggestionsProps) {
  const q = useDebouncedValue(typed.trim().slice(0, 100), 250);
  const settings = useAccountSettings();
  const sameCurrency = settings.data?.currency === currency;
  const found = usePriceBook({ q, page: 1, pageSize: OFFERED }, q.length >= 2 && sameCurrency);
  const items = q.length >= 2 && sameCurrency ? (found.data?.items ?? []).filter((item) => item.name !== typed.trim()) : [];
  if (items.length === 0) return null;
  return (
    <Flex gap={4} wrap align="center" role="group" aria-label="From the price book" style={{ marginTop: 4 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Price book:
      </Typography.Text>
      {items.map((item) => (
        <Button key={item.id} size="small" onMouseDown={(event) => event.preventDefault()} onClick={() => onPick(item)}>
          {`${item.name} · ${formatMoney(item.unitPrice, currency)}${item.unit ? ` / ${item.unit}` : ''}`}
        </Button>
      ))}
    </Flex>
  );
}
