import { cloneElement, useState, type ReactElement } from 'react';
import { useDeferredModule } from './use-deferred-module.ts';

export interface TriggerProps {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
  autoFocus?: boolean;
}

/**
 * For a popup whose code loads after first paint (see use-deferred-module.ts): until the code is
 * there, `trigger` draws the button alone, starts the load when the user points at or focuses it,
 * and remembers a press or a click by calling `open`, so the popup shows as soon as the code
 * arrives. A press counts, not only a click: when the code arrives between the press and the
 * release, the popup's wrapper replaces the button under the pointer and the browser sends no click
 * (the share menu's e2e tests then found no menu). The popup closes on a press outside it, not on
 * a release, so opening on the press cannot be undone by the same gesture. Once the popup wraps the
 * button, a button that had the focus takes it again.
 */
export function useDeferredTrigger<M>(
  load: () => Promise<M>,
  open: () => void,
): { loaded: M | null; trigger: (button: ReactElement<TriggerProps>) => ReactElement<TriggerProps> } {
  const [loaded, request] = useDeferredModule(load);
  const [focused, setFocused] = useState(false);
  const trigger = (button: ReactElement<TriggerProps>) => {
    if (loaded !== null) return focused ? cloneElement(button, { autoFocus: true }) : button;
    return cloneElement(button, {
      onPointerEnter: request,
      onPointerDown: () => {
        open();
        request();
      },
      onFocus: () => {
        setFocused(true);
        request();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        open();
        request();
      },
    });
  };
  return { loaded, trigger };
}
