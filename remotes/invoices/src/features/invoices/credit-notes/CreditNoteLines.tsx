import { Table } from 'antd';
import { formatMoney, type CreditNote } from '@ledgerline/contracts';

/** The invoice lines the credit note takes back, at the invoice's prices, with the quantity taken. */
export function CreditNoteLines({ creditNote }: { creditNote: CreditNote }) {
  const money = (minor: number) => formatMoney(minor, creditNote.currency);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={creditNote.lines}
      columns={[
        { title: 'Description', dataIndex: 'description', key: 'description' },
        { title: 'Qty', dataIndex: 'quantity', key: 'quantity', align: 'right' },
        { title: 'Unit price', key: 'unitPrice', align: 'right', responsive: ['sm'], render: (_value, line) => money(line.unitPrice) },
        { title: 'Amount', key: 'amount', align: 'right', render: (_value, line) => money(line.amount) },
      ]}
    />
  );
}
