import type { CSSProperties } from 'react';

/**
 * antd's FloatButton look on a plain round Button. Why not FloatButton: it brings its group, badge
 * and back-to-top machinery (about 3 KB compressed) to every signed-in first paint for two buttons.
 */
export function roundButtonStyle(bottom: number): CSSProperties {
  return {
    position: 'fixed',
    insetInlineEnd: 24,
    bottom,
    zIndex: 99,
    width: 40,
    height: 40,
    boxShadow: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
  };
}
