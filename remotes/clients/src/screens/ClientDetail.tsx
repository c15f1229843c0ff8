import { Alert, Card, Flex, Result, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { FormSkeleton, useShell } from '@ledgerline/shell-sdk';
import { isNotFound, problemMessage } from '@ledgerline/forms';
import { appPaths, idSchema } from '@ledgerline/contracts';
import { useAccountSettings, useClient, useUpdateClient } from '@ledgerline/api-client';
import { clientFormValues } from '../features/clients/client-form-values.ts';
import { ClientForm } from '../features/clients/components/ClientForm.tsx';
import { ClientChangeOrders } from '../features/clients/components/ClientChangeOrders.tsx';
import { ClientCreditNotes } from '../features/clients/components/ClientCreditNotes.tsx';
import { ClientEstimates } from '../features/clients/components/ClientEstimates.tsx';
import { ClientInvoices } from '../features/clients/components/ClientInvoices.tsx';
import { ClientJobsFigures } from '../features/clients/components/ClientJobsFigures.tsx';
import { ClientNotFound } from '../features/clients/components/ClientNotFound.tsx';
import { ClientTotals } from '../features/clients/components/ClientTotals.tsx';
import { DeleteClientButton } from '../features/clients/components/DeleteClientButton.tsx';
import { RestoreClientButton } from '../features/clients/components/RestoreClientButton.tsx';
import { compactCardStyles } from '../shared/card-styles.ts';

/** /clients/:id: the client's details to edit, its totals, its invoices, its estimates and change orders with contract values, and its credit notes. */
export default function ClientDetail() {
  const { id = '' } = useParams();
  // Not an id at all (a typo, an old link): not found, without asking the server.
  const validId = idSchema.safeParse(id).success;
  const client = useClient(id, validId);
  const settings = useAccountSettings();
  const updateClient = useUpdateClient(id);
  const { toast } = useShell();

  if (!validId || isNotFound(client.error)) return <ClientNotFound />;
  const failed = client.error ?? settings.error;
  if (failed) return <Result status="error" title="The client could not be loaded" subTitle={problemMessage(failed, 'Check your connection and try again.')} />;
  if (!client.data || !settings.data) return <FormSkeleton />;

  const { currency } = settings.data;
  return (
    <Flex vertical gap="middle">
      <div>
        <Link to={appPaths.clients()}>
          <ArrowLeftOutlined /> Clients
        </Link>
        <Flex align="center" gap="small" wrap>
          <Typography.Title level={1} style={{ fontSize: 24, margin: '8px 0 0' }}>
            {client.data.name}
          </Typography.Title>
          {client.data.archived && <Tag>Archived</Tag>}
        </Flex>
        {client.data.company && <Typography.Text type="secondary">{client.data.company}</Typography.Text>}
      </div>
      {client.data.archived && (
        <Alert
          type="info"
          showIcon
          title="This client is archived: it is hidden from the client list, and its invoices are kept."
          action={<RestoreClientButton client={client.data} />}
        />
      )}
      <ClientTotals balance={client.data.balance} currency={currency} />
      <Card styles={compactCardStyles} title={<h2 style={{ font: 'inherit', margin: 0 }}>Invoices</h2>}>
        <ClientInvoices clientId={id} />
      </Card>
      <Card
        styles={compactCardStyles}
        title={<h2 style={{ font: 'inherit', margin: 0 }}>Estimates</h2>}
        extra={client.data.jobs && client.data.jobs.contractValue !== 0 && <ClientJobsFigures jobs={client.data.jobs} clientId={id} currency={currency} />}
      >
        <ClientEstimates clientId={id} />
      </Card>
      <Card styles={compactCardStyles} title={<h2 style={{ font: 'inherit', margin: 0 }}>Change orders</h2>}>
        <ClientChangeOrders clientId={id} />
      </Card>
      <Card styles={compactCardStyles} title={<h2 style={{ font: 'inherit', margin: 0 }}>Credit notes</h2>}>
        <ClientCreditNotes clientId={id} />
      </Card>
      <Card styles={compactCardStyles} title={<h2 style={{ font: 'inherit', margin: 0 }}>Details</h2>}>
        <ClientForm
          key={client.data.id}
          name="client"
          initialValues={clientFormValues(client.data)}
          submitLabel="Save changes"
          accountCurrency={currency}
          onSubmit={async (input) => {
            const saved = await updateClient.mutateAsync(input);
            toast.success('Client saved', saved.name);
          }}
          extraActions={client.data.archived ? undefined : <DeleteClientButton client={client.data} />}
        />
      </Card>
    </Flex>
  );
}
