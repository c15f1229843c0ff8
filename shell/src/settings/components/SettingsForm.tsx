import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row } from 'antd';
import { accountSettingsSchema, type AccountSettings } from '@ledgerline/contracts';
import { useUpdateAccountSettings } from '@ledgerline/api-client';
import { AddressFields, CurrencySelect, type FieldErrors, problemFieldErrors, problemOf, zodFieldErrors, zodRule } from '@ledgerline/forms';
import { useShell } from '@ledgerline/shell-sdk';
import { NumberPatternField } from './NumberPatternField.tsx';
import { OnlinePaymentsFields } from './OnlinePaymentsFields.tsx';
import { TaxRatesFields } from './TaxRatesFields.tsx';

const { shape } = accountSettingsSchema;

/** The shell makes touch targets 44 px tall on phones; each radio stays level with its label. */
const radioLevelWithLabel = { alignItems: 'center' } as const;

const sectionTitle = (text: string) => <h2 style={{ font: 'inherit', margin: 0 }}>{text}</h2>;

/** The business and the defaults every new invoice starts from, checked with the server's own schema. */
export function SettingsForm({ settings }: { settings: AccountSettings }) {
  const [form] = Form.useForm<AccountSettings>();
  const { toast } = useShell();
  const update = useUpdateAccountSettings();
  const [failure, setFailure] = useState<string | null>(null);

  // Paths from zod and the server are only known at run time; antd ignores a path with no field.
  const showErrors = (errors: FieldErrors[]) => form.setFields(errors as Parameters<typeof form.setFields>[0]);

  async function save(values: AccountSettings) {
    setFailure(null);
    const parsed = accountSettingsSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(zodFieldErrors(parsed.error));
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      toast.success('Settings saved');
    } catch (error) {
      const problem = problemOf(error);
      showErrors(problemFieldErrors(problem));
      setFailure(problem?.message ?? 'The settings could not be saved. Check your connection and try again.');
    }
  }

  return (
    <Form<AccountSettings> form={form} name="settings" layout="vertical" initialValues={settings} onFinish={(values) => void save(values)} scrollToFirstError>
      <Flex vertical gap="middle">
        <Card title={sectionTitle('Business')}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item label="Business name" name="businessName" required rules={[zodRule(shape.businessName)]}>
                <Input autoComplete="organization" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Tax ID" name="taxId" rules={[zodRule(shape.taxId)]}>
                <Input autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Email" name="email" rules={[zodRule(shape.email)]}>
                <Input inputMode="email" autoComplete="email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Phone" name="phone" rules={[zodRule(shape.phone)]}>
                <Input type="tel" autoComplete="tel" />
              </Form.Item>
            </Col>
          </Row>
          <AddressFields name="address" />
        </Card>

        <Card title={sectionTitle('Invoicing')}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item label="Currency" name="currency" required rules={[zodRule(shape.currency)]}>
                <CurrencySelect />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label="Payment terms (days)"
                name="paymentTermsDays"
                rules={[{ required: true, message: 'Enter a number of days from 0 to 365.' }]}
                extra="Days from the issue date to the due date of a new invoice.">
                <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Prices are entered" name="taxMode">
                <Radio.Group
                  options={[
                    { value: 'exclusive', label: 'Before tax (tax is added)', style: radioLevelWithLabel },
                    { value: 'inclusive', label: 'Including tax', style: radioLevelWithLabel },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <NumberPatternField />
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label="Paper size of PDFs" name="paperSize" extra="A template can choose its own.">
                <Radio.Group
                  options={[
                    { value: null, label: 'By the business address (US Letter in the US and Canada, A4 elsewhere)', style: radioLevelWithLabel },
                    { value: 'A4', label: 'A4', style: radioLevelWithLabel },
                    { value: 'LETTER', label: 'US Letter', style: radioLevelWithLabel },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
          <TaxRatesFields />
        </Card>

        <Card title={sectionTitle('Texts on invoices')}>
          <Form.Item label="Payment instructions" name="paymentInstructions" rules={[zodRule(shape.paymentInstructions)]} extra="Shown on every invoice, for example your bank account.">
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
          </Form.Item>
          <Form.Item label="Default notes" name="defaultNotes" rules={[zodRule(shape.defaultNotes)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
          <Form.Item label="Default terms" name="defaultTerms" rules={[zodRule(shape.defaultTerms)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
        </Card>

        <OnlinePaymentsFields title={sectionTitle('Online payments')} />

        {failure && <Alert type="error" showIcon title={failure} />}
        <div>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save settings
          </Button>
        </div>
      </Flex>
    </Form>
  );
}
