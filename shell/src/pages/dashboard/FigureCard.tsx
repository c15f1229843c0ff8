import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';

/** A card is a link as a whole; the figure, then a line of detail. */
const CARD = {
  display: 'flex',
  flexDirection: 'column' as const,
  gap: 4,
  padding: 16,
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  color: 'inherit',
  textDecoration: 'none',
  minWidth: 0,
};

/** One figure of the dashboard, opening the list filtered to what it counts. */
export function FigureCard({ label, value, detail, to, tone }: { label: string; value: string; detail: ReactNode; to: string; tone?: 'danger' }) {
  return (
    <Link to={to} style={CARD}>
      <span style={{ color: SECONDARY_TEXT_COLOR, fontSize: 14 }}>{label}</span>
      <span style={{ fontSize: 22, fontWeight: 600, color: tone === 'danger' ? '#b3261e' : 'rgba(0, 0, 0, 0.88)', overflowWrap: 'anywhere' }}>{value}</span>
      <span style={{ color: SECONDARY_TEXT_COLOR, fontSize: 13 }}>{detail}</span>
    </Link>
  );
}
