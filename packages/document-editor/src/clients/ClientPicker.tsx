import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { Client } from '@ledgerline/contracts';
import { clientPickerQuery, useClientList } from '@ledgerline/api-client';
import { useDebouncedValue } from '@ledgerline/forms';
import { QuickClientModal } from './QuickClientModal.tsx';

interface ClientPickerProps {
  id: string;
  value: string | undefined;
  /** Shown until the search results include the chosen client (a saved document's client). */
  currentLabel?: string | undefined;
  status?: 'error' | undefined;
  onChange(clientId: string): void;
}

function clientLabel(client: Pick<Client, 'name' | 'company'>): string {
  return client.company ? `${client.name} (${client.company})` : client.name;
}

/** Searches the account's clients on the server as the user types, and can add a new one on the spot. */
export function ClientPicker({ id, value, currentLabel, status, onChange }: ClientPickerProps) {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed, 250);
  const clients = useClientList(clientPickerQuery(q));
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Client | null>(null);

  const options = (clients.data?.items ?? []).map((client) => ({ value: client.id, label: clientLabel(client) }));
  const known = new Set(options.map((option) => option.value));
  if (added && !known.has(added.id)) options.unshift({ value: added.id, label: clientLabel(added) });
  else if (value && currentLabel && !known.has(value)) options.unshift({ value, label: currentLabel });

  return (
    <Flex gap={8}>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        value={value}
        placeholder="Search clients"
        options={options}
        loading={clients.isFetching}
        status={status}
        onChange={onChange}
        notFoundContent={clients.isFetching ? 'Searching…' : 'No clients found'}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
        New client
      </Button>
      <QuickClientModal
        open={adding}
        initialName={typed}
        onClose={() => setAdding(false)}
        onCreated={(client) => {
          setAdded(client);
          setAdding(false);
          onChange(client.id);
        }}
      />
    </Flex>
  );
}
