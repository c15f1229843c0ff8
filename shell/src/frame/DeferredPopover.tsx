import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import type { PopoverProps } from 'antd';
import { useDeferredModule } from './use-deferred-module.ts';

const loadPopover = () => import('./LoadedPopover.tsx');

interface TriggerProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
  autoFocus?: boolean;
}

interface Props {
  title: ReactNode;
  content: ReactNode;
  placement?: PopoverProps['placement'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement<TriggerProps>;
}

/**
 * antd's click-opened Popover, whose popup code loads after first paint (see DeferredDropdown.tsx):
 * until then the trigger is drawn alone, and a click on it opens the popover once the code arrives.
 */
export function DeferredPopover({ title, content, placement, open, onOpenChange, children }: Props) {
  const [loaded, request] = useDeferredModule(loadPopover);
  const [focused, setFocused] = useState(false);

  if (loaded === null) {
    return cloneElement(children, {
      onPointerEnter: request,
      onFocus: () => {
        setFocused(true);
        request();
      },
      onBlur: () => setFocused(false),
      onClick: () => {
        onOpenChange(true);
        request();
      },
    });
  }
  return (
    <loaded.Popover trigger="click" placement={placement} title={title} content={content} open={open} onOpenChange={onOpenChange}>
      {focused ? cloneElement(children, { autoFocus: true }) : children}
    </loaded.Popover>
  );
}
