import { LogoutOutlined } from '@ant-design/icons';
import type { User } from '@ledgerline/contracts';
import { useLogout } from '../../auth/use-logout.ts';
import { PlainButton, OneLine } from '@ledgerline/plain-ui';

/** antd's default Tag, drawn plainly: the role is a label, not something to close or click. */
const ROLE_TAG = {
  flex: 'none',
  padding: '0 7px',
  fontSize: 12,
  lineHeight: '20px',
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  background: '#fafafa',
};

export function UserBlock({ user }: { user: User }) {
  const logout = useLogout();
  return (
    <section aria-label="Signed-in user" style={{ display: 'flex', flexDirection: 'column', gap: 4, padding: 16, borderTop: '1px solid #e5e7eb' }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <OneLine text={user.username} strong />
        <span style={ROLE_TAG}>{user.role}</span>
      </div>
      <OneLine text={user.email} secondary />
      <PlainButton icon={<LogoutOutlined />} onClick={() => logout.mutate()} loading={logout.isPending} style={{ marginTop: 8 }}>
        Log out
      </PlainButton>
    </section>
  );
}
