import { cloneElement, useState, type ReactElement } from 'react';
import type { DropdownProps, MenuProps } from 'antd';
import { useDeferredModule } from './use-deferred-module.ts';

const loadDropdown = () => import('./LoadedDropdown.tsx');

interface TriggerProps {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onClick?: () => void;
  autoFocus?: boolean;
}

/**
 * antd's click-opened Dropdown, whose menu code (about 15 KB compressed) loads after first paint.
 * Until then the trigger is drawn alone; a click on it opens the menu as soon as the code arrives,
 * and a trigger that had the focus keeps it.
 */
export function DeferredDropdown({
  menu,
  placement,
  children,
}: {
  menu: MenuProps;
  placement?: DropdownProps['placement'];
  children: ReactElement<TriggerProps>;
}) {
  const [loaded, request] = useDeferredModule(loadDropdown);
  const [open, setOpen] = useState(false);
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
        setOpen(true);
        request();
      },
    });
  }
  return (
    <loaded.Dropdown trigger={['click']} placement={placement} menu={menu} open={open} onOpenChange={setOpen}>
      {focused ? cloneElement(children, { autoFocus: true }) : children}
    </loaded.Dropdown>
  );
}
