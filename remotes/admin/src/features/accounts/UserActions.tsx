import { Button, Flex } from 'antd';
import type { AdminUser } from '@ledgerline/contracts';
import { problemMessage } from '@ledgerline/forms';
import { useConfirm, useShell, type ConfirmOptions } from '@ledgerline/shell-sdk';
import { useChangeUser, type UserAction } from '@ledgerline/api-client';

/** Make admin / Remove admin, Disable / Re-enable: each asks first and says what happened. */
export function UserActions({ user }: { user: AdminUser }) {
  const { toast, user: me } = useShell();
  const confirm = useConfirm();
  const change = useChangeUser();

  async function run(action: UserAction['change'], question: ConfirmOptions, done: string) {
    if (!(await confirm(question))) return;
    // Awaited rather than per-call callbacks: the row may re-render into other buttons before the answer.
    try {
      await change.mutateAsync({ id: user.id, change: action });
      toast.success(done);
    } catch (error) {
      toast.error('Nothing was changed', problemMessage(error, 'Try again.'));
    }
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
              ? { title: `Remove admin from ${user.username}?`, description: 'They lose the admin area on their next request.', confirmText: 'Remove admin' }
              : { title: `Make ${user.username} an admin?`, description: 'They can see every account and act as an administrator.', confirmText: 'Make admin' },
            isAdmin ? `${user.username} is no longer an admin` : `${user.username} is now an admin`,
          )
        }
      >
        {isAdmin ? 'Remove admin' : 'Make admin'}
      </Button>
      {user.id === me?.id ? null : user.disabledAt ? (
        <Button size="small" onClick={() => run({ disabled: false }, { title: `Re-enable ${user.username}?`, description: 'They can sign in again.', confirmText: 'Re-enable' }, `${user.username} can sign in again`)}>
          Re-enable
        </Button>
      ) : (
        <Button
          size="small"
          danger
          onClick={() =>
            run(
              { disabled: true },
              { title: `Disable ${user.username}?`, description: 'They are signed out everywhere at once and cannot sign in until re-enabled.', confirmText: 'Disable', destructive: true },
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
