import { Button, Flex } from 'antd';
import type { AdminUser } from '@ledgerline/contracts';
import { problemMessage, useConfirm, useShell } from '@ledgerline/shell-sdk';
import { useChangeUser, type UserAction } from '@ledgerline/api-client';

/** Make admin / Remove admin, Disable / Re-enable: each asks first and says what happened. */
export function UserActions({ user }: { user: AdminUser }) {
  const { toast, user: me } = useShell();
  const confirm = useConfirm();
  const change = useChangeUser();

  async function run(action: UserAction['change'], question: { title: string; content: string; okText: string }, done: string) {
    if (!(await confirm(question))) return;
    change.mutate(
      { id: user.id, change: action },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error('Nothing was changed', problemMessage(error, 'Try again.')),
      },
    );
  }

  const isAdmin = user.role === 'admin';
  return (
    <Flex gap="small" wrap>
      <Button
        size="small"
        loading={change.isPending}
        onClick={() =>
          run(
            { role: isAdmin ? 'user' : 'admin' },
            isAdmin
              ? { title: `Remove admin from ${user.username}?`, content: 'They lose the admin area on their next request.', okText: 'Remove admin' }
              : { title: `Make ${user.username} an admin?`, content: 'They can see every account and act as an administrator.', okText: 'Make admin' },
            isAdmin ? `${user.username} is no longer an admin` : `${user.username} is now an admin`,
          )
        }
      >
        {isAdmin ? 'Remove admin' : 'Make admin'}
      </Button>
      {user.id === me?.id ? null : user.disabledAt ? (
        <Button size="small" onClick={() => run({ disabled: false }, { title: `Re-enable ${user.username}?`, content: 'They can sign in again.', okText: 'Re-enable' }, `${user.username} can sign in again`)}>
          Re-enable
        </Button>
      ) : (
        <Button
          size="small"
          danger
          onClick={() =>
            run(
              { disabled: true },
              { title: `Disable ${user.username}?`, content: 'They are signed out everywhere at once and cannot sign in until re-enabled.', okText: 'Disable' },
              `${user.username} is disabled and signed out`,
            )
          }
        >
          Disable
        </Button>
      )}
    </Flex>
  );
}
