import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Input, Result, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { problemMessage, useDebouncedValue } from '@ledgerline/forms';
import { TableSkeleton } from '@ledgerline/shell-sdk';
import type { ClientListQuery } from '@ledgerline/contracts';
import { useAccountSettings, useClientList } from '@ledgerline/api-client';
import { clientListQueryFrom, searchParamsFrom } from '../features/clients/client-list-query.ts';
import { ClientTable } from '../features/clients/components/ClientTable.tsx';
import { NewClientModal } from '../features/clients/components/NewClientModal.tsx';
import { compactCardStyles } from '../shared/card-styles.ts';

const SEARCH_DELAY_MS = 300;

/** /clients: search, sort and page through the account's clients, with what each still owes. */
export default function ClientList() {
  const [params, setParams] = useSearchParams();
  const query = clientListQueryFrom(params);
  const [searchText, setSearchText] = useState(query.q ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [creating, setCreating] = useState(false);

  const settings = useAccountSettings();
  const clients = useClientList(query);

  function update(changes: Partial<ClientListQuery>) {
    setParams(searchParamsFrom({ ...query, ...changes }), { replace: true });
  }

  // Only a settled search text rewrites the address: the address changing (Back) is no new search.
  const onSearchSettled = useEffectEvent((settled: string) => {
    if (settled !== (query.q ?? '')) update({ q: settled || undefined, page: 1 });
  });
  useEffect(() => onSearchSettled(search), [search]);

  const failed = clients.error ?? settings.error;
  if (failed) {
    return <Result status="error" title="The clients could not be loaded" subTitle={problemMessage(failed, 'Check your connection and try again.')} />;
  }
  if (!clients.data || !settings.data) return <TableSkeleton />;

  const filtered = Boolean(query.q) || query.archived !== 'exclude';
  return (
    <Card styles={compactCardStyles}>
      <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Clients
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          New client
        </Button>
      </Flex>
      <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search clients"
          placeholder="Search by name, company or email"
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ maxWidth: 360, flex: '1 1 220px' }}
        />
        <Checkbox
          // The shell makes touch targets 44 px tall on phones; the box stays level with its label.
          style={{ alignItems: 'center' }}
          checked={query.archived === 'include'}
          onChange={(event) => update({ archived: event.target.checked ? 'include' : 'exclude', page: 1 })}
        >
          Show archived
        </Checkbox>
      </Flex>
      {clients.data.total === 0 && !clients.isFetching ? (
        <Empty description={filtered ? 'No clients match this search.' : 'No clients yet. Add your first one.'} />
      ) : (
        <ClientTable
          list={clients.data}
          query={query}
          currency={settings.data.currency}
          loading={clients.isFetching}
          onChange={update}
        />
      )}
      <NewClientModal open={creating} accountCurrency={settings.data.currency} onClose={() => setCreating(false)} />
    </Card>
  );
}
