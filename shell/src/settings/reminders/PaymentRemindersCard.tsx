import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_PAYMENT_REMINDERS, MAX_REMINDER_OFFSET_DAYS } from '@ledgerline/contracts';
import { usePaymentReminders, useSavePaymentReminders } from '@ledgerline/api-client';
import { problemFieldErrors, problemOf, type FieldErrors } from '@ledgerline/forms';
import { useShell } from '@ledgerline/shell-sdk';
import { NEW_REMINDER, rowFieldErrors, toFormValues, toRequestBody, type ReminderFormValues } from './reminder-form.ts';

const WHEN_OPTIONS = [
  { value: 'before', label: 'Before the due date' },
  { value: 'on', label: 'On the due date' },
  { value: 'after', label: 'After the due date' },
];

const FEE_OPTIONS = [
  { value: 'none', label: 'No late fee' },
  { value: 'amount', label: 'Fixed amount' },
  { value: 'percent', label: 'Percentage of the balance' },
];

const TITLE_ID = 'payment-reminders-title';

const title = (
  <Typography.Title level={2} id={TITLE_ID} style={{ fontSize: 18, margin: 0 }}>
    Payment reminders
  </Typography.Title>
);

/** The card as a landmark named by its title, so the reminders are found by name. */
const region = { title, role: 'region', 'aria-labelledby': TITLE_ID } as const;

/** The reminders' fields; the days and the fee's value show only when they mean something. */
function ReminderFields({ index, currency, onRemove }: { index: number; currency: string; onRemove: () => void }) {
  const form = Form.useFormInstance<ReminderFormValues>();
  const when = Form.useWatch(['reminders', index, 'when'], form);
  const fee = Form.useWatch(['reminders', index, 'fee'], form);
  const name = `Reminder ${index + 1}`;
  return (
    <fieldset aria-label={name} style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8, padding: '12px 12px 0', margin: 0 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{name}</Typography.Text>
        <Flex gap="small" align="center">
          <Form.Item name={[index, 'enabled']} valuePropName="checked" noStyle>
            <Switch aria-label={`Send ${name.toLowerCase()}`} checkedChildren="On" unCheckedChildren="Off" />
          </Form.Item>
          <Button aria-label={`Remove ${name.toLowerCase()}`} icon={<DeleteOutlined />} onClick={onRemove} />
        </Flex>
      </Flex>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label="When" name={[index, 'when']}>
            <Select options={WHEN_OPTIONS} />
          </Form.Item>
        </Col>
        {when !== 'on' && (
          <Col xs={24} md={12}>
            <Form.Item label="Days" name={[index, 'days']} rules={[{ required: true, message: `Enter a number of days from 1 to ${MAX_REMINDER_OFFSET_DAYS}.` }]}>
              <InputNumber min={1} max={MAX_REMINDER_OFFSET_DAYS} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item label="Late fee" name={[index, 'fee']}>
            <Select options={FEE_OPTIONS} />
          </Form.Item>
        </Col>
        {fee && fee !== 'none' && (
          <Col xs={24} md={12}>
            <Form.Item
              label={fee === 'amount' ? 'Fee amount' : 'Fee percentage'}
              name={[index, 'feeValue']}
              extra={fee === 'amount' ? 'Converted at the invoice\u2019s own rate when it is in another currency.' : 'Of what is still owed when the reminder goes out.'}>
              <Input inputMode="decimal" suffix={fee === 'amount' ? currency : '%'} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </fieldset>
  );
}

/**
 * Up to three emails about an unpaid invoice, before, on or after its due date, each sent once;
 * one after the due date may charge a late fee, as an invoice of its own. Saved on its own, apart from the
 * settings form above it.
 */
export function PaymentRemindersCard({ currency }: { currency: string }) {
  const saved = usePaymentReminders();
  if (saved.error) return <Card {...region}><Alert type="error" title="The payment reminders could not be loaded" description={saved.error.message} /></Card>;
  if (!saved.data) return <Card {...region}><Skeleton active /></Card>;
  return <PaymentRemindersForm initial={toFormValues(saved.data, currency)} currency={currency} />;
}

function PaymentRemindersForm({ initial, currency }: { initial: ReminderFormValues; currency: string }) {
  const [form] = Form.useForm<ReminderFormValues>();
  const { toast } = useShell();
  const save = useSavePaymentReminders();
  const [failure, setFailure] = useState<string | null>(null);

  /** Errors on a reminder's field show there; one about the list as a whole shows above the button. */
  const show = (errors: FieldErrors[]) => {
    form.setFields(errors.filter(({ name }) => name.length > 1) as Parameters<typeof form.setFields>[0]);
    const general = errors.find(({ name }) => name.length <= 1);
    if (general) setFailure(general.errors[0] ?? null);
  };

  async function submit(values: ReminderFormValues) {
    setFailure(null);
    const request = toRequestBody(values, currency);
    if ('errors' in request) {
      show(request.errors);
      return;
    }
    try {
      const answer = await save.mutateAsync(request.body);
      form.setFieldsValue(toFormValues(answer, currency));
      toast.success('Payment reminders saved');
    } catch (error) {
      const problem = problemOf(error);
      show(rowFieldErrors(problemFieldErrors(problem)));
      setFailure(problem?.message ?? 'The payment reminders could not be saved. Check your connection and try again.');
    }
  }

  return (
    <Card {...region}>
      <Form<ReminderFormValues> form={form} name="payment-reminders" layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
        <Flex vertical gap="middle">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Emails to the client about an invoice that is sent and not fully paid, each sent once, during the first hour of its day (UTC).
            A late fee is charged as an invoice of its own, due the same day and linked from the reminder; the overdue invoice stays as issued.
          </Typography.Paragraph>
          <Form.List name="reminders">
            {(rows, { add, remove }) => (
              <Flex vertical gap="middle">
                {rows.length === 0 && <Typography.Text type="secondary">No reminders: clients get no email about unpaid invoices.</Typography.Text>}
                {rows.map((row) => (
                  <ReminderFields key={row.key} index={row.name} currency={currency} onRemove={() => remove(row.name)} />
                ))}
                {rows.length < MAX_PAYMENT_REMINDERS && (
                  <div>
                    <Button icon={<PlusOutlined />} onClick={() => add({ ...NEW_REMINDER })}>
                      Add reminder
                    </Button>
                  </div>
                )}
              </Flex>
            )}
          </Form.List>
          {failure && <Alert type="error" showIcon title={failure} />}
          <div>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save reminders
            </Button>
          </div>
        </Flex>
      </Form>
    </Card>
  );
}
