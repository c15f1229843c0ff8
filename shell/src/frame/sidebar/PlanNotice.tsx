import { Link } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { SECONDARY_TEXT_COLOR } from '@ledgerline/plain-ui';

const NOTICE = {
  margin: '0 16px 12px',
  padding: '8px 12px',
  fontSize: 12,
  lineHeight: '18px',
  color: SECONDARY_TEXT_COLOR,
  background: '#f5f8fd',
  border: '1px solid #dbe5f5',
  borderRadius: 8,
};

/**
 * SPEC.md's watermark message, as a small note at the foot of the sidebar. The plan's mark itself is
 * on what the clients receive (the server puts it on the public pages, PDFs and emails), never over
 * the owner's own screens.
 */
export function PlanNotice({ message }: { message: string }) {
  return (
    <div role="note" aria-label="Your plan" style={NOTICE}>
      {/* Underlined: beside the note's grey text the link's colour alone would not tell it apart. */}
      {message} <Link to={appPaths.pricing()} style={{ textDecoration: 'underline' }}>See plans</Link>
    </div>
  );
}
