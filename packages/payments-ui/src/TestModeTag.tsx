import { Tag } from 'antd';
import type { PaymentMode } from '@ledgerline/contracts';

/** Shown wherever money would move while the offline test-mode provider stands in for Stripe. */
export function TestModeTag({ mode }: { mode: PaymentMode }) {
  if (mode !== 'test') return null;
  return <Tag color="orange">Test mode</Tag>;
}
