import type { CSSProperties, ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * Headings and paragraphs in antd's typography look, as plain elements. Why not antd's Typography:
 * every part of it brings the tooltip, text area and copy button of its ellipsis, edit and copy
 * features (about 7 KB compressed), which the shell's first screens never use.
 */
const HEADING: CSSProperties = { marginTop: 0, marginBottom: '0.5em', fontWeight: 600, lineHeight: 1.3, color: 'rgba(0, 0, 0, 0.88)' };
export const SECONDARY_TEXT_COLOR = theme.token?.colorTextSecondary ?? 'rgba(0, 0, 0, 0.65)';

export function Heading({ level, size, children, style }: { level: 1 | 2; size: number; children: ReactNode; style?: CSSProperties }) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return <Tag style={{ ...HEADING, fontSize: size, ...style }}>{children}</Tag>;
}

export function Paragraph({ secondary = false, children, style }: { secondary?: boolean; children: ReactNode; style?: CSSProperties }) {
  return <p style={{ marginTop: 0, marginBottom: '1em', ...(secondary ? { color: SECONDARY_TEXT_COLOR } : {}), ...style }}>{children}</p>;
}

/** A line of text cut with an ellipsis when it does not fit; the full text is its tooltip. */
export function OneLine({ text, secondary = false, strong = false, style }: { text: string; secondary?: boolean; strong?: boolean; style?: CSSProperties }) {
  return (
    <span
      title={text}
      style={{
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        minWidth: 0,
        ...(secondary ? { color: SECONDARY_TEXT_COLOR } : {}),
        ...(strong ? { fontWeight: 600 } : {}),
        ...style,
      }}
    >
      {text}
    </span>
  );
}
