import { Button } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { problemMessage } from '@ledgerline/forms';
import { useShell } from '@ledgerline/shell-sdk';
import type { Client } from '@ledgerline/contracts';
import { useRestoreClient } from '@ledgerline/api-client';

/** Brings an archived client back into the client list and the client picker. */
export function RestoreClientButton({ client }: { client: Client }) {
  const { toast } = useShell();
  const restoreClient = useRestoreClient(client.id);

  async function run() {
    try {
      await restoreClient.mutateAsync();
      toast.success('Client restored', `${client.name} is back in the client list.`);
    } catch (error) {
      toast.error('Could not restore the client', problemMessage(error, 'Check your connection and try again.'));
    }
  }

  return (
    <Button icon={<UndoOutlined />} loading={restoreClient.isPending} onClick={() => void run()}>
      Restore client
    </Button>
  );
}
