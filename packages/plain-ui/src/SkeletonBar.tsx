import type { CSSProperties } from 'react';

/**
 * antd's active Skeleton.Input (a 32 px grey bar with a passing shimmer) as plain CSS, for
 * placeholders on the first screen, where antd's Skeleton would generate its style in JavaScript
 * before the screen is usable. Without motion for those who ask for less.
 */
const CSS = `
.plain-skeleton-bar { display: block; box-sizing: border-box; height: 32px; max-width: 100%; border-radius: 4px;
  background: linear-gradient(90deg, rgba(0, 0, 0, 0.06) 25%, rgba(0, 0, 0, 0.15) 37%, rgba(0, 0, 0, 0.06) 63%);
  background-size: 400% 100%; animation: plain-skeleton-bar 1.4s ease infinite; }
@keyframes plain-skeleton-bar { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .plain-skeleton-bar { animation: none; } }
`;

export function SkeletonBar({ width, height }: { width: CSSProperties['width']; height?: number }) {
  return (
    <>
      <style href="ledgerline-plain-skeleton-bar" precedence="default">
        {CSS}
      </style>
      <span className="plain-skeleton-bar" style={{ width, height }} />
    </>
  );
}
