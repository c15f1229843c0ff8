import { Col, Form, Input, Row } from 'antd';
import { addressSchema } from '@ledgerline/contracts';
import { zodRule } from './zod-rule.ts';

/** The fields of a postal address in the order people fill them, with their labels and autofill names. */
export const ADDRESS_FIELDS = [
  { key: 'line1', label: 'Street address', span: 24, autoComplete: 'address-line1' },
  { key: 'line2', label: 'Address line 2', span: 24, autoComplete: 'address-line2' },
  { key: 'city', label: 'City', span: 12, autoComplete: 'address-level2' },
  { key: 'region', label: 'State / region', span: 12, autoComplete: 'address-level1' },
  { key: 'postalCode', label: 'Postal code', span: 12, autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', span: 12, autoComplete: 'country-name' },
] as const;

/**
 * The fields of one postal address (contracts' addressSchema) inside an antd Form, under the form
 * field `name`; each field is checked by the same rule the server applies.
 */
export function AddressFields({ name }: { name: string }) {
  return (
    <Row gutter={12}>
      {ADDRESS_FIELDS.map((field) => (
        <Col key={field.key} xs={24} sm={field.span}>
          <Form.Item label={field.label} name={[name, field.key]} rules={[zodRule(addressSchema.shape[field.key])]}>
            <Input autoComplete={field.autoComplete} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
