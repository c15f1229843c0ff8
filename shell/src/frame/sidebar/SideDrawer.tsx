import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/** The sidebar below 768 px: a drawer from the left. */
export default function SideDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} size={width} title="Menu" styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
