import type { CSSProperties } from 'react';

/**
 * The look of antd's Card as a plain style. Why not Card: it imports Tabs (for its tab list) and
 * with them a menu, a dropdown and an overflow list, about 17 KB compressed, into every first paint
 * that shows a card.
 */
export const CARD_SURFACE: CSSProperties = {
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  padding: 'clamp(20px, 5vw, 24px)',
};
