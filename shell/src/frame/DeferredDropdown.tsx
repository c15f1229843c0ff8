import { useState, type ReactElement } from 'react';
import type { DropdownProps, MenuProps } from 'antd';
import { useDeferredTrigger, type TriggerProps } from './use-deferred-trigger.ts';

const loadDropdown = () => import('./LoadedDropdown.tsx');

/** antd's click-opened Dropdown, whose menu code (about 15 KB compressed) loads after first paint. */
export function DeferredDropdown({
  menu,
  placement,
  getPopupContainer,
  children,
}: {
  menu: MenuProps;
  placement?: DropdownProps['placement'];
  getPopupContainer?: DropdownProps['getPopupContainer'];
  children: ReactElement<TriggerProps>;
}) {
  const [open, setOpen] = useState(false);
  const { loaded, trigger } = useDeferredTrigger(loadDropdown, () => setOpen(true));
  if (loaded === null) return trigger(children);
  return (
    <loaded.Dropdown trigger={['click']} placement={placement} menu={menu} open={open} onOpenChange={setOpen} getPopupContainer={getPopupContainer}>
      {trigger(children)}
    </loaded.Dropdown>
  );
}
