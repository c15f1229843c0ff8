import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { problemMessage } from '@ledgerline/forms';
import { useConfirm, useShell } from '@ledgerline/shell-sdk';
import { appPaths, type Client } from '@ledgerline/contracts';
import { useDeleteClient } from '@ledgerline/api-client';

/**
 * Deletes a client, or archives it when it has invoices (the server decides, so the invoices keep
 * their client); the toast says which happened.
 */
export function DeleteClientButton({ client }: { client: Client }) {
  const confirm = useConfirm();
  const { toast } = useShell();
  const navigate = useNavigate();
  const deleteClient = useDeleteClient(client.id);

  async function run() {
    const confirmed = await confirm({
      title: `Delete ${client.name}?`,
      description: 'A client who has invoices is archived instead, so those invoices keep their client.',
      confirmText: 'Delete',
      destructive: true,
    });
    if (!confirmed) return;
    try {
      const { outcome } = await deleteClient.mutateAsync();
      if (outcome === 'deleted') {
        toast.success('Client deleted', `${client.name} was deleted.`);
        void navigate(appPaths.clients());
      } else {
        toast.info('Client archived', `${client.name} has invoices, so it was archived instead of deleted.`);
      }
    } catch (error) {
      toast.error('Could not delete the client', problemMessage(error, 'Check your connection and try again.'));
    }
  }

  return (
    <Button danger icon={<DeleteOutlined />} loading={deleteClient.isPending} onClick={() => void run()}>
      Delete client
    </Button>
  );
}
