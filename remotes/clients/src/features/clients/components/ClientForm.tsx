import { useState, type ReactNode } from 'react';
import { Alert, Button, Col, Divider, Flex, Form, Input, Row } from 'antd';
import { clientInputSchema, type ClientInput } from '@ledgerline/contracts';
import { CurrencySelect, type FieldErrors, problemFieldErrors, problemOf, zodFieldErrors, zodRule } from '@ledgerline/forms';
import { UpgradeLink } from '@ledgerline/shell-ui';
import { parseClientForm, type ClientFormValues } from '../client-form-values.ts';
import { ClientAddressFields } from './ClientAddressFields.tsx';
import { ContactsFields } from './ContactsFields.tsx';

const { shape } = clientInputSchema;

interface Props {
  /** Names the form, which also makes its field ids unique on the page. */
  name: string;
  initialValues: ClientFormValues;
  submitLabel: string;
  accountCurrency: string | undefined;
  /** Saves the client; a thrown API error is shown on the fields it names. */
  onSubmit: (input: ClientInput) => Promise<unknown>;
  extraActions?: ReactNode;
}

/** Every field of a client, checked with the contracts' schema before it is sent and by the server after. */
export function ClientForm({ name, initialValues, submitLabel, accountCurrency, onSubmit, extraActions }: Props) {
  const [form] = Form.useForm<ClientFormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Paths from zod and the server are only known at run time; antd ignores a path with no field.
  const showErrors = (errors: FieldErrors[]) => form.setFields(errors as Parameters<typeof form.setFields>[0]);

  async function submit(values: ClientFormValues) {
    setFailure(null);
    const parsed = parseClientForm(values);
    if (!parsed.success) {
      showErrors(zodFieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const problem = problemOf(error);
      showErrors(problemFieldErrors(problem));
      setFailure(problem?.message ?? 'The client could not be saved. Check your connection and try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form<ClientFormValues>
      form={form}
      name={name}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      scrollToFirstError
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item label="Name" name="name" required rules={[zodRule(shape.name)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Company" name="company" rules={[zodRule(shape.company)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" rules={[zodRule(shape.email)]}>
            <Input inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Phone" name="phone" rules={[zodRule(shape.phone)]}>
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Currency" name="currency" extra="Leave empty to bill in the account's currency.">
            <CurrencySelect allowClear placeholder={accountCurrency ? `Account default (${accountCurrency})` : 'Account default'} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Tax ID" name="taxId" rules={[zodRule(shape.taxId)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Divider />
      <ContactsFields />
      <Divider />
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <ClientAddressFields name="billingAddress" legend="Billing address" />
        </Col>
        <Col xs={24} lg={12}>
          <ClientAddressFields name="siteAddress" legend="Site address" />
        </Col>
      </Row>
      <Form.Item label="Notes" name="notes" rules={[zodRule(shape.notes)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={failure} action={<UpgradeLink message={failure} />} style={{ marginBottom: 16 }} />}
      <Flex gap="small" wrap justify="space-between">
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
        {extraActions}
      </Flex>
    </Form>
  );
}
