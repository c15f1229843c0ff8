import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { TEST_CARD_HINTS, type TestCard } from '@ledgerline/contracts';
import { problemErrors } from '@ledgerline/shell-sdk';
import { TestModeTag } from './TestModeTag.tsx';
import { authenticateTestPayment, confirmWithTestCard, type TestPaymentTarget } from './test-provider.ts';

type CardFields = { number: string; expiry: string; cvc: string };

const EXPIRY = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/;

/** "MM / YY" as typed, into the month and the four-digit year the provider takes. */
function toCard(fields: CardFields): TestCard {
  const [, month = '', year = ''] = EXPIRY.exec(fields.expiry) ?? [];
  return { number: fields.number, expMonth: Number(month), expYear: year.length === 2 ? 2000 + Number(year) : Number(year), cvc: fields.cvc };
}

/** The provider's field paths (card.number, card.expMonth…) on this form's fields. */
const FIELD_OF: Record<string, keyof CardFields> = {
  'card.number': 'number',
  'card.expMonth': 'expiry',
  'card.expYear': 'expiry',
  'card.cvc': 'cvc',
};

export type TestCardFormProps = {
  /** The setup or payment the card completes (its client secret comes from our API). */
  target: TestPaymentTarget;
  submitLabel: string;
  /** Called once the provider says the card went through. */
  onComplete: () => void;
};

/**
 * The card form of test mode, standing in for Stripe Elements: the card goes to the test-mode
 * provider only, never to a business route. Used for adding a saved card and for paying (Pay now,
 * checkout). When the card asks for confirmation (4000 0025 0000 3155) it shows the bank's step.
 */
export function TestCardForm({ target, submitLabel, onComplete }: TestCardFormProps) {
  const [form] = Form.useForm<CardFields>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsConfirmation, setNeedsConfirmation] = useState(false);

  const run = async (step: () => Promise<{ status: string }>) => {
    setBusy(true);
    setError(null);
    try {
      const result = await step();
      if (result.status === 'succeeded') onComplete();
      else setNeedsConfirmation(result.status === 'requires_action');
    } catch (failure) {
      const problem = problemErrors(failure);
      const fieldErrors = Object.entries(problem.fields).flatMap(([path, message]) => (FIELD_OF[path] ? [{ name: FIELD_OF[path], errors: [message] }] : []));
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else setError(problem.message);
    } finally {
      setBusy(false);
    }
  };

  if (needsConfirmation) {
    return (
      <Flex vertical gap="middle">
        <Alert type="info" showIcon title="Your bank asks you to confirm this card." description="In test mode, confirming stands in for the bank's own check." />
        {error && <Alert type="error" showIcon title={error} />}
        <Button type="primary" loading={busy} onClick={() => void run(() => authenticateTestPayment(target))}>
          Confirm with my bank
        </Button>
      </Flex>
    );
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(fields) => void run(() => confirmWithTestCard(target, toCard(fields)))}>
      <Flex align="center" gap="small" style={{ marginBottom: 12 }}>
        <TestModeTag mode="test" />
        <Typography.Text type="secondary">No real card is charged.</Typography.Text>
      </Flex>
      <Form.Item name="number" label="Card number" rules={[{ required: true, message: 'Enter the card number.' }]}>
        <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
      </Form.Item>
      <Flex gap="middle">
        <Form.Item name="expiry" label="Expiry (MM / YY)" style={{ flex: 1 }} rules={[{ required: true, message: 'Enter the expiry date.' }, { pattern: EXPIRY, message: 'Write the expiry as MM / YY.' }]}>
          <Input inputMode="numeric" autoComplete="cc-exp" placeholder="12 / 30" />
        </Form.Item>
        <Form.Item name="cvc" label="CVC" style={{ flex: 1 }} rules={[{ required: true, message: "Enter the card's security code." }]}>
          <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
        </Form.Item>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        Test cards:{' '}
        {TEST_CARD_HINTS.map((hint, index) => (
          <span key={hint.number}>
            {index > 0 && '; '}
            {hint.number} {hint.outcome}
          </span>
        ))}
        . Any future expiry and any 3-digit CVC.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Button type="primary" htmlType="submit" loading={busy} block>
        {submitLabel}
      </Button>
    </Form>
  );
}
