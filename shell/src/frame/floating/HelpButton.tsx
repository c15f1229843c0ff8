import { Tooltip } from 'antd';
import { QuestionOutlined } from '@ant-design/icons';
import { PlainButton } from '@ledgerline/plain-ui';
import { roundButtonStyle } from './round-button-style.ts';

const LABEL = 'Keyboard Shortcuts (Shift + ?)';

export function HelpButton({ onOpen, bottom, tucked }: { onOpen: () => void; bottom: number; tucked: boolean }) {
  return (
    <Tooltip title={LABEL} placement="left">
      <PlainButton circle icon={<QuestionOutlined />} aria-label={LABEL} onClick={onOpen} style={roundButtonStyle(bottom, tucked)} />
    </Tooltip>
  );
}
