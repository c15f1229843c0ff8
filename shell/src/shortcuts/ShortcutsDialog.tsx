import { Modal, Table, Typography } from 'antd';
import { SHORTCUTS } from './keymap.ts';

const ROWS = SHORTCUTS.map(({ keys, effect }) => ({ key: keys, keys, effect }));

export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Keyboard Shortcuts" destroyOnHidden>
      <Table
        size="small"
        pagination={false}
        dataSource={ROWS}
        columns={[
          { title: 'Keys', dataIndex: 'keys', render: (keys: string) => (
              <Typography.Text keyboard style={{ whiteSpace: 'nowrap' }}>
                {keys}
              </Typography.Text>
            ),
          },
          { title: 'Effect', dataIndex: 'effect' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Ctrl or Cmd both work, even while you type in a field. A browser tab may keep Ctrl+N for a new window;
        in the installed app it opens a new invoice.
      </Typography.Paragraph>
    </Modal>
  );
}
