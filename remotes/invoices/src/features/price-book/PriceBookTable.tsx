import { Button, Card, Flex, Grid, Table, Typography, type TableProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatMoney, type PriceBookItem } from '@ledgerline/contracts';

interface PriceBookTableProps {
  items: PriceBookItem[];
  currency: string;
  loading: boolean;
  onEdit(item: PriceBookItem): void;
  onDelete(item: PriceBookItem): void;
}

/** The items: a table from md up, a card each on a phone; each opens to be changed. */
export function PriceBookTable({ items, currency, loading, onEdit, onDelete }: PriceBookTableProps) {
  const wide = Grid.useBreakpoint().md !== false;
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, currency));
  const remove = (item: PriceBookItem) => <Button size="small" icon={<DeleteOutlined />} aria-label={`Delete ${item.name}`} onClick={() => onDelete(item)} />;
  const open = (item: PriceBookItem) => (
    <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onEdit(item)}>
      {item.name}
    </Button>
  );
  if (!wide) {
    return (
      <Flex vertical gap={8} role="list" aria-label="Price book">
        {items.map((item) => (
          <Card key={item.id} size="small" role="listitem">
            <Flex justify="space-between" align="baseline" gap={8}>
              {open(item)}
              <Typography.Text strong>{`${money(item.unitPrice)}${item.unit ? ` / ${item.unit}` : ''}`}</Typography.Text>
            </Flex>
            <Flex justify="space-between" align="center" gap={8}>
              <Typography.Text type="secondary">{[item.category, item.unitCost === null ? '' : `cost ${money(item.unitCost)}`].filter(Boolean).join(' · ')}</Typography.Text>
              {remove(item)}
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  }
  const columns: TableProps<PriceBookItem>['columns'] = [
    { key: 'name', title: 'Item', render: (_value, item) => open(item) },
    { key: 'category', title: 'Category', dataIndex: 'category' },
    { key: 'unit', title: 'Unit', dataIndex: 'unit', width: 90 },
    { key: 'cost', title: 'Cost', align: 'right', width: 120, render: (_value, item) => money(item.unitCost) },
    { key: 'markup', title: 'Markup', align: 'right', width: 100, render: (_value, item) => (item.markup === null ? '—' : `${item.markup} %`) },
    { key: 'price', title: 'Price', align: 'right', width: 120, render: (_value, item) => money(item.unitPrice) },
    { key: 'taxes', title: 'Taxes', render: (_value, item) => item.taxes.map((tax) => `${tax.name} ${tax.rate} %`).join(', ') || '—' },
    { key: 'delete', title: '', width: 56, render: (_value, item) => remove(item) },
  ];
  return <Table<PriceBookItem> aria-label="Price book" rowKey="id" size="small" loading={loading} pagination={false} columns={columns} dataSource={items} />;
}
