import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { LoadingOutlined } from '@ant-design/icons';
import { theme } from './theme.ts';

const BRAND = theme.token?.colorPrimary ?? '#1f5fbf';

/**
 * antd's Button look (default, primary and text; round when icon-only) as plain CSS, for the
 * signed-in frame: antd's Button generates its style in JavaScript as it first renders, work the
 * first screen of every visit paid for before it was usable. The sizes follow antd's (32 px, 44 px
 * touch targets at 640 px or less, as MobileStyles makes antd's own), and its colours are the
 * theme's (antd derives the hover and focus shades from the brand colour).
 */
const CSS = `
.plain-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box;
  height: 32px; padding: 0 15px; font: inherit; font-size: 14px; line-height: 1.5714; white-space: nowrap;
  border: 1px solid #d9d9d9; border-radius: 8px; background: #fff; color: rgba(0, 0, 0, 0.88);
  box-shadow: 0 2px 0 rgba(0, 0, 0, 0.02); cursor: pointer; transition: all 0.2s cubic-bezier(0.645, 0.045, 0.355, 1); }
.plain-btn:hover { color: #417dcc; border-color: #417dcc; }
.plain-btn:focus-visible { outline: 3px solid #93bce6; outline-offset: 1px; }
.plain-btn:disabled { cursor: not-allowed; opacity: 0.65; }
.plain-btn-primary { background: ${BRAND}; border-color: ${BRAND}; color: #fff; box-shadow: 0 2px 0 rgba(31, 95, 191, 0.1); }
.plain-btn-primary:hover { background: #417dcc; border-color: #417dcc; color: #fff; }
.plain-btn-text { background: transparent; border-color: transparent; box-shadow: none; }
.plain-btn-text:hover { background: rgba(0, 0, 0, 0.06); border-color: transparent; color: rgba(0, 0, 0, 0.88); }
.plain-btn-circle { width: 32px; min-width: 32px; padding: 0; border-radius: 50%; }
@media (max-width: 640px) {
  .plain-btn { min-height: 44px; }
  .plain-btn-circle { min-width: 44px; }
}
`;

type Variant = 'default' | 'primary' | 'text';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Icon-only and round, as antd's shape="circle". */
  circle?: boolean;
  icon?: ReactNode;
  /** Shows a spinner in place of the icon and refuses clicks, as antd's loading. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function PlainButton({ variant = 'default', circle = false, icon, loading = false, className, type = 'button', disabled, children, ref, ...rest }: Props) {
  const classes = ['plain-btn', variant === 'default' ? '' : `plain-btn-${variant}`, circle ? 'plain-btn-circle' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <>
      {/* React hoists this into the head once, however many buttons render it. */}
      <style href="ledgerline-plain-button" precedence="default">
        {CSS}
      </style>
      <button ref={ref} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
        {loading ? <LoadingOutlined aria-hidden /> : icon}
        {children}
      </button>
    </>
  );
}
