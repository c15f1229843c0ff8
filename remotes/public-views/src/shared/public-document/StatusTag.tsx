import { Tag } from 'antd';
import type { StatusLook, StatusTone } from '@ledgerline/contracts';

const TONE_COLORS: Record<StatusTone, string> = { neutral: 'default', info: 'blue', warning: 'gold', success: 'green', danger: 'red' };

/** A document's status for its client, with its one label and tone (packages/contracts' status machines). */
export function StatusTag({ look }: { look: StatusLook }) {
  return (
    <Tag color={TONE_COLORS[look.tone]} style={{ fontSize: 14, paddingInline: 10, marginInlineEnd: 0 }}>
      {look.label}
    </Tag>
  );
}
