import { cloneElement, useState, type ReactElement } from 'react';
import { useDeferredModule } from './use-deferred-module.ts';

export interface TriggerProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
  autoFocus?: boolean;
}

/**
 * For a popup whose code loads after first paint (see use-deferred-module.ts): until the code is
 * there, `trigger` draws the button alone, starts the load when the user points at or focuses it,
 * and remembers a click by calling `open`, so the popup shows as soon as the code arrives. Once the
 * popup wraps the button, a button that had the focus takes it again.
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
