import type { ReactNode } from 'react';
import { READABLE_TAG_TEXT } from './theme.ts';

export type TagTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

/**
 * antd's filled Tag (12 px text on a 22 px pill, the preset's lightest shade behind its readable
 * shade) in plain CSS, for statuses shown on the first screens' rows, where antd's Tag would
 * generate its style in JavaScript and bring the colour picker's code with it. The colours are
 * antd's blue, gold, green and red presets with the theme's readable text shades.
 */
const CSS = `
.plain-tag { display: inline-block; box-sizing: border-box; padding: 0 7px; font-size: 12px; line-height: 20px;
  white-space: nowrap; border: 1px solid transparent; border-radius: 6px; }
.plain-tag-neutral { background: #f5f5f5; color: rgba(0, 0, 0, 0.88); }
.plain-tag-info { background: #e6f4ff; color: ${READABLE_TAG_TEXT.colorInfo}; }
.plain-tag-warning { background: #fffbe6; color: ${READABLE_TAG_TEXT.gold7}; }
.plain-tag-success { background: #f6ffed; color: ${READABLE_TAG_TEXT.green7}; }
.plain-tag-danger { background: #fff1f0; color: #cf1322; }
`;

export function PlainTag({ tone, children }: { tone: TagTone; children: ReactNode }) {
  return (
    <>
      <style href="ledgerline-plain-tag" precedence="default">
        {CSS}
      </style>
      <span className={`plain-tag plain-tag-${tone}`}>{children}</span>
    </>
  );
}
