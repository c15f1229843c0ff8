/** Card padding that shrinks on a phone, where 24 px on each side would take a sixth of the width. */
export const compactCardStyles = { body: { padding: 'clamp(12px, 4vw, 24px)' } } as const;
