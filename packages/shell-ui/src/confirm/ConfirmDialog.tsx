import { Modal } from 'antd';
import { CONFIRM_DEFAULTS, type ConfirmDialogProps } from './confirm-defaults.ts';

/** The confirmation dialog itself; `options` null means closed. */
export default function ConfirmDialog({ options, settle }: ConfirmDialogProps) {
  const shown = { ...CONFIRM_DEFAULTS, ...options };
  return (
    <Modal
      open={options !== null}
      title={shown.title}
      okText={shown.confirmText}
      cancelText={shown.cancelText}
      okButtonProps={{ danger: options?.destructive === true }}
      mask={{ closable: false }}
      onOk={() => settle(true)}
      onCancel={() => settle(false)}
      destroyOnHidden
    >
      {shown.description}
    </Modal>
  );
}
