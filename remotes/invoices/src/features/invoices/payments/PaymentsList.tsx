import { Button, List } from 'antd';
import { DeleteOutlined, FileTextOutlined } from '@ant-design/icons';
import { downloadReceiptPdf } from '@ledgerline/documents/download-document-pdf.ts';
import { formatDate, formatMoney, PAYMENT_METHOD_LABELS, type Invoice } from '@ledgerline/contracts';
import { useDeletePayment } from '@ledgerline/api-client';
import { problemErrors, useConfirm, useShell } from '@ledgerline/shell-sdk';

export function PaymentsList({ invoice }: { invoice: Invoice }) {
  const confirm = useConfirm();
  const { toast } = useShell();
  const deletePayment = useDeletePayment();

  async function remove(paymentId: string, amount: string) {
    const sure = await confirm({ title: `Delete the payment of ${amount}?`, description: 'The invoice balance and status will go back accordingly.', confirmText: 'Delete', destructive: true });
    if (!sure) return;
    try {
      await deletePayment.mutateAsync({ invoiceId: invoice.id, paymentId });
      toast.success('Payment deleted');
    } catch (error) {
      toast.error('The payment could not be deleted', problemErrors(error).message);
    }
  }

  return (
    <section aria-label="Payments">
      <List
        size="small"
        locale={{ emptyText: 'No payments yet.' }}
        dataSource={invoice.payments}
        renderItem={(payment) => {
          const amount = formatMoney(payment.amount, invoice.currency);
          return (
            <List.Item
              actions={[
                ...(payment.receiptNumber
                  ? [
                      <Button
                        key="receipt"
                        aria-label={`Download receipt ${payment.receiptNumber}`}
                        icon={<FileTextOutlined />}
                        size="small"
                        onClick={() => void downloadReceiptPdf({ invoiceId: invoice.id, paymentId: payment.id, number: payment.receiptNumber }, toast)}
                      >
                        Receipt
                      </Button>,
                    ]
                  : []),
                // Once a credit note gave money paid back, the payments are a record (the server refuses too).
                ...(invoice.amountReturned > 0
                  ? []
                  : [<Button key="delete" aria-label={`Delete payment of ${amount}`} icon={<DeleteOutlined />} danger size="small" onClick={() => void remove(payment.id, amount)} />]),
              ]}
            >
              <List.Item.Meta
                title={amount}
                description={[formatDate(payment.date), PAYMENT_METHOD_LABELS[payment.method], payment.reference].filter(Boolean).join(' · ')}
              />
            </List.Item>
          );
        }}
      />
    </section>
  );
}
