import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { theme } from './theme.ts';

const BRAND = theme.token?.colorPrimary ?? '#1f5fbf';
const PLACEHOLDER = theme.token?.colorTextPlaceholder ?? 'rgba(0, 0, 0, 0.56)';

/**
 * antd's Input with a prefix icon and a clear button, as plain CSS: the same box, in the same place,
 * for a control the first screen draws before antd's own replaces it (antd's Input generates its
 * style in JavaScript as it first renders). 44 px tall and 16 px text at 640 px or less, as
 * MobileStyles makes antd's inputs.
 */
const CSS = `
.plain-input { display: inline-flex; align-items: center; box-sizing: border-box; width: 100%; min-width: 0;
  padding: 4px 11px; border: 1px solid #d9d9d9; border-radius: 8px; background: #fff; color: rgba(0, 0, 0, 0.88);
  font-size: 14px; line-height: 1.5714285714285714; transition: all 0.2s; }
.plain-input:hover { border-color: #417dcc; }
.plain-input:focus-within { border-color: ${BRAND}; box-shadow: 0 0 0 2px rgba(5, 138, 255, 0.06); }
.plain-input > input { flex: auto; min-width: 0; margin: 0; padding: 0; border: 0; outline: 0; background: transparent;
  color: inherit; font: inherit; }
.plain-input > input::placeholder { color: ${PLACEHOLDER}; }
.plain-input-prefix { display: flex; align-items: center; margin-inline-end: 4px; }
.plain-input-clear { display: flex; align-items: center; margin-inline-start: 4px; padding: 0; border: 0; background: none;
  color: rgba(0, 0, 0, 0.25); font-size: 12px; line-height: 0; cursor: pointer; transition: color 0.3s; }
.plain-input-clear:hover { color: rgba(0, 0, 0, 0.45); }
.plain-input-clear[hidden] { display: flex; visibility: hidden; }
@media (max-width: 640px) { .plain-input { min-height: 44px; font-size: 16px; } }
`;

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'value'> {
  value: string;
  prefix?: ReactNode;
  /** Shows the clear button while there is text; it calls this. */
  onClear?: () => void;
  ref?: Ref<HTMLInputElement>;
}

export function PlainSearchInput({ prefix, onClear, value, ref, ...rest }: Props) {
  return (
    <span className="plain-input">
      <style href="ledgerline-plain-input" precedence="default">
        {CSS}
      </style>
      {prefix && <span className="plain-input-prefix">{prefix}</span>}
      <input ref={ref} type="text" value={value} {...rest} />
      {onClear && (
        <button type="button" className="plain-input-clear" aria-label="Clear" tabIndex={-1} hidden={value === ''} onClick={onClear}>
          <CloseCircleFilled aria-hidden />
        </button>
      )}
    </span>
  );
}
