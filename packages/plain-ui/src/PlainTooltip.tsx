import type { CSSProperties, ReactElement } from 'react';

/**
 * antd's Tooltip (placement left) as plain CSS, for the signed-in frame's round buttons: antd's
 * Tooltip generates its style and its motions in JavaScript as it first renders, before the first
 * screen is usable, for a hint nobody sees until they point at the button. It opens after 700 ms of
 * pointing (SPEC.md section 9) or at once on keyboard focus, and closes at once.
 */
const CSS = `
.plain-tooltip-anchor { display: inline-flex; }
.plain-tooltip { position: absolute; inset-inline-end: calc(100% + 10px); top: 50%; transform: translateY(-50%);
  box-sizing: border-box; min-height: 32px; padding: 6px 8px; border-radius: 8px; white-space: nowrap;
  background: rgba(0, 0, 0, 0.85); color: #fff; font-size: 14px; line-height: 1.5714; pointer-events: none;
  box-shadow: 0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05);
  visibility: hidden; opacity: 0; transition: visibility 0s, opacity 0.1s; z-index: 1070; }
.plain-tooltip::after { content: ''; position: absolute; inset-inline-start: 100%; top: 50%; margin-top: -6px;
  border: 6px solid transparent; border-inline-start-color: rgba(0, 0, 0, 0.85); }
/* Over whatever else floats (the install card), as antd's tooltip layer is; the anchor's own stacking would hold it under. */
.plain-tooltip-anchor:hover, .plain-tooltip-anchor:has(:focus-visible) { z-index: 1070 !important; }
.plain-tooltip-anchor:hover > .plain-tooltip { visibility: visible; opacity: 1; transition-delay: 0.7s; }
.plain-tooltip-anchor:has(:focus-visible) > .plain-tooltip { visibility: visible; opacity: 1; transition-delay: 0s; }
`;

interface Props {
  title: string;
  /** Where the anchor sits: the tooltip is placed against it, so a fixed button's position goes here. */
  style?: CSSProperties;
  children: ReactElement;
}

export function PlainTooltip({ title, style, children }: Props) {
  return (
    <span className="plain-tooltip-anchor" style={{ position: 'relative', ...style }}>
      <style href="ledgerline-plain-tooltip" precedence="default">
        {CSS}
      </style>
      {children}
      {/* The button's own name says the same, so nothing points at this from it. */}
      <span role="tooltip" className="plain-tooltip">
        {title}
      </span>
    </span>
  );
}
