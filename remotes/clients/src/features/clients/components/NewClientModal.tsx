import { Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useShell } from '@ledgerline/shell-sdk';
import { useCreateClient } from '../api/create-client.ts';
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
          void navigate(`/clients/${client.id}`);
        }}
      />
    </Modal>
  );
}
