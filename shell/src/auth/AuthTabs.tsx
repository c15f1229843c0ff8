import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface AuthTab<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

const tabStyle = (selected: boolean) => ({
  border: 0,
  borderBottom: `2px solid ${selected ? 'var(--ant-color-primary, #1f5fbf)' : 'transparent'}`,
  background: 'none',
  padding: '12px 0',
  marginBottom: -1,
  font: 'inherit',
  cursor: 'pointer',
  color: selected ? 'var(--ant-color-primary, #1f5fbf)' : 'inherit',
});

/**
 * The auth page's two tabs, with the tab roles and arrow keys of the WAI-ARIA tabs pattern. Why not
 * antd's Tabs: it brings an overflow menu, a dropdown and their popup machinery (about 17 KB
 * compressed) that two short labels never need, all on the first paint of /auth.
 */
export function AuthTabs<K extends string>({ tabs, active, onChange }: { tabs: readonly AuthTab<K>[]; active: K; onChange: (key: K) => void }) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];

  const moveWithArrows = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (step === 0 || next === undefined) return;
    event.preventDefault();
    onChange(next.key);
    buttons.current.get(next.key)?.focus();
  };

  return (
    <div>
      <div role="tablist" style={{ display: 'flex', gap: 32, borderBottom: '1px solid #f0f0f0', marginBottom: 16 }}>
        {tabs.map((tab, index) => {
          const selected = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(button) => {
                if (button) buttons.current.set(tab.key, button);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-${tab.key}-tab`}
              aria-selected={selected}
              aria-controls={`${id}-${tab.key}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              onKeyDown={(event) => moveWithArrows(event, index)}
              style={tabStyle(selected)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${id}-${current.key}-panel`} aria-labelledby={`${id}-${current.key}-tab`}>
          {current.content}
        </div>
      )}
    </div>
  );
}
