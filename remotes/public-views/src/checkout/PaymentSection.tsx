import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Radio, Typography } from 'antd';
import { listPaymentMethods, paymentMethodKeys, usePaymentMethods, useStartPaymentMethodSetup } from '@ledgerline/api-client';
import { cardExpiry, cardName, type SavedPaymentMethodBody } from '@ledgerline/contracts';
import { FormSkeleton } from '@ledgerline/shell-sdk';
import { PaymentCardForm, PaymentsOffNotice, TestModeTag } from '@ledgerline/payments-ui';
import { problemMessage } from '@ledgerline/forms';

const NEW_CARD = 'new';

const cardLabel = (method: SavedPaymentMethodBody) =>
  `${cardName(method)}, ${cardExpiry(method).toLowerCase()}${method.isDefault ? ' (default)' : ''}`;

/** A new card: a setup started with our API, completed by the card form (test mode or Stripe Elements), which saves the card. */
function NewCard({ payLabel, onSaved }: { payLabel: string; onSaved: () => void }) {
  const setup = useStartPaymentMethodSetup();
  const { mutate } = setup;
  useEffect(() => mutate(), [mutate]);
  if (setup.error) return <Alert type="error" showIcon title="The card form could not be opened." description={problemMessage(setup.error, 'Check your connection and try again.')} />;
  if (!setup.data) return <FormSkeleton />;
  return <PaymentCardForm mode={setup.data.mode} target={{ kind: 'setup', id: setup.data.setupId, clientSecret: setup.data.clientSecret }} submitLabel={payLabel} onComplete={onSaved} />;
}

/**
 * How the plan is paid: one of the account's saved cards, or a new card saved with the card form
 * (it stays on file for the renewals). `onPay` receives the provider's id of the card to charge.
 */
export function PaymentSection({ payLabel, paying, onPay }: { payLabel: string; paying: boolean; onPay: (paymentMethodId: string) => void }) {
  const methods = usePaymentMethods();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string | null>(null);

  if (methods.error) return <Alert type="error" showIcon title="Your saved cards could not be loaded." description={problemMessage(methods.error, 'Check your connection and try again.')} />;
  if (!methods.data) return <Card title="Payment" loading />;
  if (methods.data.mode === 'off') return <PaymentsOffNotice detail="Plans cannot be bought here until the server's operator sets up a payment provider." />;
  const saved = methods.data.methods;
  const chosen = choice ?? saved.find((method) => method.isDefault)?.id ?? saved[0]?.id ?? NEW_CARD;

  /** The card form saved a card: it is the one that was not on file before. */
  const payWithNewCard = async () => {
    const before = new Set(saved.map((method) => method.id));
    const after = await queryClient.fetchQuery({ queryKey: paymentMethodKeys.all, queryFn: listPaymentMethods, staleTime: 0 });
    const added = after.methods.find((method) => !before.has(method.id));
    if (added) {
      setChoice(added.id);
      onPay(added.id);
    }
  };

  return (
    <Card
      title={
        <Flex align="center" gap="small">
          {/* The card form carries its own Test mode tag. */}
          Payment {chosen !== NEW_CARD && <TestModeTag mode={methods.data.mode} />}
        </Flex>
      }
    >
      {saved.length > 0 && (
        <Radio.Group aria-label="Card to charge" value={chosen} onChange={(event) => setChoice(event.target.value as string)} style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
          {saved.map((method) => (
            <Radio key={method.id} value={method.id}>
              {cardLabel(method)}
            </Radio>
          ))}
          <Radio value={NEW_CARD}>A new card</Radio>
        </Radio.Group>
      )}
      {chosen === NEW_CARD ? (
        <NewCard payLabel={payLabel} onSaved={() => void payWithNewCard()} />
      ) : (
        <Flex vertical gap="small">
          <Button type="primary" size="large" block loading={paying} onClick={() => onPay(chosen)}>
            {payLabel}
          </Button>
          <Typography.Text type="secondary">The card stays on file for the renewals.</Typography.Text>
        </Flex>
      )}
    </Card>
  );
}
