import { Button } from 'antd';
import { MailOutlined } from '@ant-design/icons';

interface SendButtonProps {
  /** The document went to its client before: the button says so. */
  again: boolean;
  disabled: boolean;
  onClick(): void;
}

/**
 * Send, the same on every kind: it emails the document to its client (the editor saves it first and
 * opens SendDocumentDialog). Handing it over another way is "Mark as sent", in the More menu.
 */
export function SendButton({ again, disabled, onClick }: SendButtonProps) {
  return (
    <Button icon={<MailOutlined />} disabled={disabled} onClick={onClick}>
      {again ? 'Send again' : 'Send'}
    </Button>
  );
}

/** The More menu's entry that marks a draft sent without an email, for a document handed over another way. */
export const markSentMenuItem = (onClick: () => void) => ({ key: 'mark-sent', label: 'Mark as sent', onClick });
