import { Button, Card, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { convertMinor, formatDate, formatMoney, localToday, RATE_SOURCE_LABELS, type DocumentRate } from '@ledgerline/contracts';
import { useLatestRate } from '@ledgerline/api-client';
import type { DocumentDraft } from '../draft/document-draft.ts';
import { errorAt, type FieldErrors } from '../draft/read-draft.ts';
import { shownRate } from './shown-rate.ts';

interface ExchangeRatePanelProps<D extends DocumentDraft> {
  draft: D;
  accountCurrency: string;
  /** The document's live total in its own currency; null while it cannot be computed. */
  total: number | null;
  /** The rate the saved document recorded; null on a new document. */
  recorded: DocumentRate | null;
  errors: FieldErrors;
  /** A document kept as it was (void, accepted): the rate is shown, not typed. */
  readOnly?: boolean;
  onChange(draft: D): void;
}

const describe = (rate: DocumentRate, from: string, to: string) => `1 ${from} = ${rate.rate} ${to}`;

/**
 * The exchange-rate display: for a document in another currency than the account's, the rate it
 * records (source and date with it), its total in the account's currency, and a field to type a
 * rate instead of the published one. Nothing at all in the account's own currency.
 */
export function ExchangeRatePanel<D extends DocumentDraft>({ draft, accountCurrency, total, recorded, errors, readOnly = false, onChange }: ExchangeRatePanelProps<D>) {
  const from = draft.currency;
  const latest = useLatestRate(from, accountCurrency);
  if (from === accountCurrency) return null;
  const shown = shownRate(draft.exchangeRate, recorded, latest.data?.rate ?? null, localToday());
  const message = errorAt(errors, 'exchangeRate');
  const label = `Your rate (${accountCurrency} per 1 ${from})`;
  const items = shown.rate
    ? [
        { key: 'rate', label: 'Rate', children: describe(shown.rate, from, accountCurrency) },
        { key: 'source', label: 'Source', children: RATE_SOURCE_LABELS[shown.rate.source] },
        { key: 'date', label: 'Rate date', children: formatDate(shown.rate.date) },
        ...(total !== null
          ? [{ key: 'converted', label: `Total in ${accountCurrency}`, children: <strong>{formatMoney(Number(convertMinor(total, from, accountCurrency, shown.rate.rate)), accountCurrency)}</strong> }]
          : []),
      ]
    : [];
  return (
    <Card size="small" title="Exchange rate">
      <section aria-label="Exchange rate">
        <Flex vertical gap={8}>
          {shown.rate ? (
            <Descriptions column={1} size="small" bordered items={items} styles={{ content: { textAlign: 'right' } }} />
          ) : (
            <Typography.Text type="secondary">
              {latest.isPending ? 'Looking up the latest rate…' : `No published rate from ${from} to ${accountCurrency} is stored yet. Type the rate to record one.`}
            </Typography.Text>
          )}
          {shown.onSave && (
            <Typography.Text type="secondary">
              Saving records the latest published rate: {describe(shown.onSave, from, accountCurrency)} of {formatDate(shown.onSave.date)}.
            </Typography.Text>
          )}
          <Form layout="vertical" component="div">
            <Form.Item label={label} htmlFor="exchange-rate" validateStatus={message ? 'error' : undefined} help={message} style={{ marginBottom: 0 }}>
              <Flex gap={8} wrap>
                <Input
                  id="exchange-rate"
                  inputMode="decimal"
                  value={draft.exchangeRate}
                  placeholder={latest.data?.rate?.rate ?? 'e.g. 1.0835'}
                  status={message ? 'error' : undefined}
                  disabled={readOnly}
                  style={{ maxWidth: 200 }}
                  onChange={(event) => onChange({ ...draft, exchangeRate: event.target.value })}
                />
                {draft.exchangeRate !== '' && !readOnly && <Button onClick={() => onChange({ ...draft, exchangeRate: '' })}>Use the published rate</Button>}
              </Flex>
            </Form.Item>
          </Form>
        </Flex>
      </section>
    </Card>
  );
}
