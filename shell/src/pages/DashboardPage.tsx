import { CARD_SURFACE, useShell } from '@ledgerline/shell-sdk';
import { Heading, SECONDARY_TEXT_COLOR } from '../plain-ui/Text.tsx';

const LABEL_STYLE = { color: SECONDARY_TEXT_COLOR };

/** For now the dashboard says who is signed in; the figures come with the documents they add up. */
export default function DashboardPage() {
  const { user } = useShell();
  return (
    <div style={CARD_SURFACE}>
      <Heading level={1} size={24}>
        Dashboard
      </Heading>
      {user && (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 12px', margin: 0 }}>
          <dt style={LABEL_STYLE}>Signed in as</dt>
          <dd style={{ margin: 0 }}>{user.username}</dd>
          <dt style={LABEL_STYLE}>Email</dt>
          <dd style={{ margin: 0 }}>{user.email}</dd>
          <dt style={LABEL_STYLE}>Role</dt>
          <dd style={{ margin: 0 }}>{user.role}</dd>
        </dl>
      )}
    </div>
  );
}
