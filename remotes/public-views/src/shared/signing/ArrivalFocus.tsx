import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Takes the focus (and the screen) when `active` turns true: the page's answer to what the client
 * just did appears at its top, far from the button that was pressed.
 */
export function ArrivalFocus({ active, children }: { active: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, [active]);
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      {children}
    </div>
  );
}
