import { Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { useCreateClient } from '@ledgerline/api-client';
import { useShell } from '@ledgerline/shell-sdk';
import { emptyClientFormValues } from '../client-form-values.ts';
import { ClientForm } from './ClientForm.tsx';

interface Props {
  open: boolean;
  accountCurrency: string | undefined;
  onClose: () => void;
}

/** Adds a client, then opens its page. */
export function NewClientModal({ open, accountCurrency, onClose }: Props) {
  const { toast } = useShell();
  const navigate = useNavigate();
  const createClient = useCreateClient();

  return (
    <Modal open={open} title="New client" onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <ClientForm
        name="new-client"
        initialValues={emptyClientFormValues()}
        submitLabel="Create client"
        accountCurrency={accountCurrency}
        onSubmit={async (input) => {
          const client = await createClient.mutateAsync(input);
          toast.success('Client created', client.name);
          onClose();
          void navigate(appPaths.client(client.id));
        }}
      />
    </Modal>
  );
}
