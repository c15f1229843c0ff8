import { useState } from 'react';
import { Button, Card, Flex, List, Modal, Result, Tag, Typography } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { cardExpiry, cardName, type PaymentSetupBody, type SavedPaymentMethodBody } from '@ledgerline/contracts';
import { PaymentCardForm, PaymentsOffNotice, TestModeTag } from '@ledgerline/payments-ui';
import { problemMessage } from '@ledgerline/forms';
import { TableSkeleton, useConfirm, useShell } from '@ledgerline/shell-sdk';
import { paymentMethodKeys, useMakeDefaultPaymentMethod, usePaymentMethods, useRemovePaymentMethod, useStartPaymentMethodSetup } from '@ledgerline/api-client';
import { useQueryClient } from '@tanstack/react-query';

function MethodActions({ method }: { method: SavedPaymentMethodBody }) {
  const confirm = useConfirm();
  const { toast } = useShell();
  const remove = useRemovePaymentMethod();
  const makeDefault = useMakeDefaultPaymentMethod();
  const onRemove = async () => {
    const sure = await confirm({ title: `Remove the ${cardName(method)}?`, confirmText: 'Remove', destructive: true });
    if (!sure) return;
    remove.mutate(method.id, { onError: (error) => toast.error(problemMessage(error, 'The card could not be removed.')) });
  };
  return (
    <Flex gap="small" wrap>
      {!method.isDefault && (
        <Button
          loading={makeDefault.isPending}
          aria-label={`Make the ${cardName(method)} the default`}
          onClick={() => makeDefault.mutate(method.id, { onError: (error) => toast.error(problemMessage(error, 'The default card could not be changed.')) })}
        >
          Make default
        </Button>
      )}
      <Button danger loading={remove.isPending} aria-label={`Remove the ${cardName(method)}`} onClick={() => void onRemove()}>
        Remove
      </Button>
    </Flex>
  );
}

/** The add-a-card dialog: a setup from our API, completed by the card form of the provider. */
function AddCardDialog({ setup, onClose }: { setup: PaymentSetupBody; onClose: (added: boolean) => void }) {
  return (
    <Modal open title="Add a card" footer={null} onCancel={() => onClose(false)} destroyOnHidden>
      <PaymentCardForm mode={setup.mode} target={{ kind: 'setup', id: setup.setupId, clientSecret: setup.clientSecret }} submitLabel="Save card" onComplete={() => onClose(true)} />
    </Modal>
  );
}

/** The saved cards, each with its actions, and the button that adds one. */
function SavedCards({ methods }: { methods: SavedPaymentMethodBody[] }) {
  const startSetup = useStartPaymentMethodSetup();
  const queryClient = useQueryClient();
  const { toast } = useShell();
  const [setup, setSetup] = useState<PaymentSetupBody | null>(null);

  const onAdd = () =>
    startSetup.mutate(undefined, { onSuccess: setSetup, onError: (error) => toast.error(problemMessage(error, 'A card cannot be added right now.')) });
  const onClosed = (added: boolean) => {
    setSetup(null);
    if (!added) return;
    toast.success('Card saved');
    void queryClient.invalidateQueries({ queryKey: paymentMethodKeys.all });
  };

  return (
    <>
      <Card>
        <List
          dataSource={methods}
          locale={{ emptyText: 'No card saved yet.' }}
          renderItem={(method) => (
            <List.Item actions={[<MethodActions key="actions" method={method} />]}>
              <List.Item.Meta
                avatar={<CreditCardOutlined style={{ fontSize: 24 }} aria-hidden />}
                title={
                  <Flex gap="small" align="center" wrap>
                    <span>{cardName(method)}</span>
                    {method.isDefault && <Tag color="blue">Default</Tag>}
                  </Flex>
                }
                description={cardExpiry(method)}
              />
            </List.Item>
          )}
        />
      </Card>
      <div>
        <Button type="primary" icon={<CreditCardOutlined />} loading={startSetup.isPending} onClick={onAdd}>
          Add card
        </Button>
      </div>
      {setup && <AddCardDialog setup={setup} onClose={onClosed} />}
    </>
  );
}

/** /payment-methods: the account's saved cards for its subscription. Only the provider's tokens are kept. */
export default function PaymentMethodsPage() {
  const methods = usePaymentMethods();

  if (methods.error) return <Result status="error" title="The payment methods could not be loaded" subTitle={methods.error.message} />;
  if (!methods.data) return <TableSkeleton />;
  const { mode } = methods.data;

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 720 }}>
      <Flex align="center" gap="small" wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Payment methods
        </Typography.Title>
        <TestModeTag mode={mode} />
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        The cards your plan is charged to. The default card pays each renewal.
      </Typography.Paragraph>
      {mode === 'off' ? (
        <PaymentsOffNotice detail="No card can be saved until the server's operator sets up a payment provider." />
      ) : (
        <SavedCards methods={methods.data.methods} />
      )}
    </Flex>
  );
}
