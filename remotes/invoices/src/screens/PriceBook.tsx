import { useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Pagination, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { PriceBookItem } from '@ledgerline/contracts';
import { useAccountSettings, useDeletePriceBookItem, usePriceBook } from '@ledgerline/api-client';
import { FormSkeleton, problemErrors, useConfirm, useShell } from '@ledgerline/shell-sdk';
import { useDebouncedValue } from '@ledgerline/forms';
import { PriceBookItemModal } from '../features/price-book/PriceBookItemModal.tsx';
import { PriceBookTable } from '../features/price-book/PriceBookTable.tsx';

const PAGE_SIZE = 50;

/** /price-book: the items every document's lines are offered as you type, with their private cost and markup. */
export default function PriceBook() {
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(typed.trim(), 250);
  const items = usePriceBook({ q: q === '' ? undefined : q, page, pageSize: PAGE_SIZE });
  const settings = useAccountSettings();
  const remove = useDeletePriceBookItem();
  const confirm = useConfirm();
  const { toast } = useShell();
  const [editing, setEditing] = useState<PriceBookItem | 'new' | null>(null);

  if (items.error) return <Alert type="error" showIcon title="The price book could not be loaded." description={problemErrors(items.error).message} />;
  if (!items.data || !settings.data) return <FormSkeleton />;
  const { currency, taxRates } = settings.data;

  async function deleteItem(item: PriceBookItem) {
    const sure = await confirm({ title: `Delete “${item.name}”?`, description: 'Documents keep the lines made from it.', confirmText: 'Delete', destructive: true });
    if (!sure) return;
    await remove.mutateAsync(item.id).then(
      () => toast.success('Item deleted', item.name),
      (error: unknown) => toast.error('The item could not be deleted', problemErrors(error).message),
    );
  }

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Price book
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          New item
        </Button>
      </Flex>
      <Typography.Text type="secondary">Items are offered as you type a line in any invoice, estimate or change order. Their cost and markup stay here: documents take the price.</Typography.Text>
      <Input.Search
        aria-label="Search the price book"
        placeholder="Search name, description or category"
        allowClear
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 420 }}
      />
      {items.data.total === 0 ? (
        <Empty description={q ? 'No item matches this search.' : 'No items yet. Add the work and materials you price often.'} />
      ) : (
        <>
          <PriceBookTable items={items.data.items} currency={currency} loading={items.isFetching} onEdit={setEditing} onDelete={(item) => void deleteItem(item)} />
          {items.data.total > PAGE_SIZE && <Pagination current={page} pageSize={PAGE_SIZE} total={items.data.total} onChange={setPage} showSizeChanger={false} />}
        </>
      )}
      {editing && <PriceBookItemModal item={editing === 'new' ? null : editing} currency={currency} taxRates={taxRates} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
