import type { CSSProperties } from 'react';

/** Where a floating button sits: over the page's right edge, tucked away past it while the page scrolls. */
export function floatingPlace(bottom: number, tucked: boolean): CSSProperties {
  return {
    // Tucked away past the right edge while the page scrolls, so what scrolls by is never under them.
    transform: tucked ? 'translateX(88px)' : 'none',
    transition: 'transform 0.2s ease',
    position: 'fixed',
    insetInlineEnd: 24,
    bottom,
    zIndex: 99,
  };
}

/**
 * antd's FloatButton look on a plain round Button. Why not FloatButton: it brings its group, badge
 * and back-to-top machinery (about 3 KB compressed) to every signed-in first paint for two buttons.
 */
export const ROUND_BUTTON_LOOK: CSSProperties = {
  width: 40,
  height: 40,
  boxShadow: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
};
