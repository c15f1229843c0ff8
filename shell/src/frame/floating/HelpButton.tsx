import { FloatButton } from 'antd';
import { QuestionOutlined } from '@ant-design/icons';

const LABEL = 'Keyboard Shortcuts (Shift + ?)';

export function HelpButton({ onOpen, bottom }: { onOpen: () => void; bottom: number }) {
  return (
    <FloatButton
      shape="circle"
      icon={<QuestionOutlined />}
      tooltip={LABEL}
      aria-label={LABEL}
      onClick={onOpen}
      style={{ insetInlineEnd: 24, bottom }}
    />
  );
}
