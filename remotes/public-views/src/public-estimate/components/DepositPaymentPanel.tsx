import { useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { appPaths, formatMoney, type DepositPaymentAnswer, type DepositPaymentOffer } from '@ledgerline/contracts';
import { PaymentCardForm, TestModeTag } from '@ledgerline/payments-ui';
import { problemErrors } from '@ledgerline/shell-sdk';
import { PayNowOutcomeNotice } from '../../public-invoice/components/PayNowOutcomeNotice.tsx';
import { startDepositPayment } from '../api/start-deposit-payment.ts';

type Props = { token: string; currency: string; offer: DepositPaymentOffer; onPaid: () => void };

const invoiceLink = (invoiceToken: string, text: string) => <a href={appPaths.publicInvoice(invoiceToken)}>{text}</a>;

/**
 * "Pay the deposit" on the estimate the client just accepted: the server makes the deposit's invoice
 * and starts the card payment in one request; the provider's confirmation records the payment on
 * that invoice and emails the receipt. Once paid, the panel says so and links the invoice.
 */
export function DepositPaymentPanel({ token, currency, offer, onPaid }: Props) {
  const [started, setStarted] = useState<DepositPaymentAnswer | null>(null);
  const [paid, setPaid] = useState<DepositPaymentAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One intent to pay per visit: a double click, or a retry after a network failure, starts one payment.
  const key = useRef(crypto.randomUUID());
  const money = (value: number) => formatMoney(value, currency);

  if (paid !== null) {
    return (
      <section className="panel no-print" aria-labelledby="deposit-title">
        <h2 id="deposit-title">Thank you</h2>
        <Flex vertical gap="small">
          <PayNowOutcomeNotice token={paid.invoiceToken} paymentId={paid.paymentId} amount={paid.amount} currency={paid.currency} onSettled={onPaid} />
          <Typography.Text>{invoiceLink(paid.invoiceToken, 'Open the deposit invoice and its receipt')}</Typography.Text>
        </Flex>
      </section>
    );
  }
  if (offer.owed <= 0) {
    return (
      <section className="panel no-print" aria-labelledby="deposit-title">
        <h2 id="deposit-title">Deposit paid</h2>
        <Typography.Paragraph>
          {`Your deposit of ${money(offer.amount)} is paid. `}
          {offer.invoice && invoiceLink(offer.invoice.token, `See invoice ${offer.invoice.number}`)}
        </Typography.Paragraph>
      </section>
    );
  }

  const onStart = async () => {
    setBusy(true);
    setError(null);
    try {
      setStarted(await startDepositPayment(token, key.current));
    } catch (failure) {
      setError(problemErrors(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel no-print" aria-labelledby="deposit-title">
      <Flex align="center" gap="small" wrap style={{ marginBottom: 12 }}>
        <h2 id="deposit-title" style={{ margin: 0 }}>
          Pay the deposit
        </h2>
        <TestModeTag mode={offer.mode} />
      </Flex>
      {started ? (
        <Flex vertical gap="middle">
          <Typography.Text strong>{`Paying the deposit of ${money(started.amount)}`}</Typography.Text>
          <PaymentCardForm
            mode={started.mode}
            target={{ kind: 'payment', id: started.paymentId, clientSecret: started.clientSecret }}
            submitLabel={`Pay ${money(started.amount)}`}
            onComplete={() => setPaid(started)}
          />
        </Flex>
      ) : (
        <Flex vertical gap="middle" align="start">
          <Typography.Paragraph style={{ margin: 0 }}>
            {`This estimate asks for a deposit of ${money(offer.owed)} before work starts. Pay it now by card; your receipt comes by email.`}
          </Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} />}
          <Button type="primary" size="large" loading={busy} onClick={() => void onStart()}>
            {`Pay the deposit ${money(offer.owed)}`}
          </Button>
        </Flex>
      )}
    </section>
  );
}
