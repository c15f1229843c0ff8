import type { ReactElement, ReactNode } from 'react';
import type { PopoverProps } from 'antd';
import { useDeferredTrigger, type TriggerProps } from './use-deferred-trigger.ts';

const loadPopover = () => import('./LoadedPopover.tsx');

interface Props {
  title: ReactNode;
  content: ReactNode;
  placement?: PopoverProps['placement'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement<TriggerProps>;
}

/** antd's click-opened Popover, whose popup code loads after first paint. */
export function DeferredPopover({ title, content, placement, open, onOpenChange, children }: Props) {
  const { loaded, trigger } = useDeferredTrigger(loadPopover, () => onOpenChange(true));
  if (loaded === null) return trigger(children);
  return (
    <loaded.Popover trigger="click" placement={placement} title={title} content={content} open={open} onOpenChange={onOpenChange}>
      {trigger(children)}
    </loaded.Popover>
  );
}
