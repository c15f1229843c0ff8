import { QuestionOutlined } from '@ant-design/icons';
import { PlainButton, PlainTooltip } from '@ledgerline/plain-ui';
import { floatingPlace, ROUND_BUTTON_LOOK } from './round-button-style.ts';

const LABEL = 'Keyboard Shortcuts (Shift + ?)';

export function HelpButton({ onOpen, bottom, tucked }: { onOpen: () => void; bottom: number; tucked: boolean }) {
  return (
    <PlainTooltip title={LABEL} style={floatingPlace(bottom, tucked)}>
      <PlainButton circle icon={<QuestionOutlined />} aria-label={LABEL} onClick={onOpen} style={ROUND_BUTTON_LOOK} />
    </PlainTooltip>
  );
}
