import { Link } from 'react-router-dom';
import { AGING_BUCKET_LABELS, appPaths, type AgingBucket } from '@ledgerline/contracts';
import { Heading, SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';
import { figureLinks } from './figure-links.ts';
import { money } from './money.ts';

const CELL = { padding: '8px 4px', borderBottom: '1px solid #f0f0f0', verticalAlign: 'top' as const };
const NUMBER = { ...CELL, textAlign: 'right' as const, whiteSpace: 'nowrap' as const };

function Clients({ bucket }: { bucket: AgingBucket }) {
  if (bucket.clients.length === 0) return null;
  const more = bucket.clientCount - bucket.clients.length;
  return (
    <div style={{ fontSize: 13, color: SECONDARY_TEXT_COLOR, marginTop: 2 }}>
      {bucket.clients.map((client, index) => (
        <span key={client.id}>
          {index > 0 && ', '}
          <Link to={appPaths.client(client.id)}>{client.name}</Link>
        </span>
      ))}
      {more > 0 && ` and ${more} more`}
    </div>
  );
}

/** Money owed by days past due; each bucket opens the invoices in it, each client its page. */
export function AgingTable({ aging, currency }: { aging: AgingBucket[]; currency: string }) {
  return (
    <section aria-labelledby="aging-heading">
      <Heading level={2} size={18} style={{ marginBottom: 8 }}>
        <span id="aging-heading">Aging of what clients owe</span>
      </Heading>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
        <thead>
          <tr style={{ color: SECONDARY_TEXT_COLOR, textAlign: 'left' }}>
            <th style={CELL}>Due</th>
            <th style={{ ...NUMBER }}>Invoices</th>
            <th style={{ ...NUMBER }}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {aging.map((bucket) => (
            <tr key={bucket.bucket}>
              <td style={CELL}>
                <Link to={figureLinks.aging(bucket.bucket)}>{AGING_BUCKET_LABELS[bucket.bucket]}</Link>
                <Clients bucket={bucket} />
              </td>
              <td style={NUMBER}>{bucket.count}</td>
              <td style={NUMBER}>{money(bucket.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
