/**
 * antd's small Badge, drawn plainly, for the count on a top-bar button: each button's label already
 * says the count to screen readers. Each button adds its own background.
 */
export const COUNT_BADGE_STYLE = {
  position: 'absolute',
  top: -2,
  insetInlineEnd: -4,
  transform: 'translate(50%, -50%)',
  minWidth: 14,
  height: 14,
  padding: '0 4px',
  borderRadius: 7,
  color: '#fff',
  fontSize: 12,
  lineHeight: '14px',
  textAlign: 'center',
  boxShadow: '0 0 0 1px #fff',
  pointerEvents: 'none',
} as const;
