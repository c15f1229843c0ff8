import { Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { taxRateSchema, type TaxRate } from '@ledgerline/contracts';
import { zodRule } from '@ledgerline/forms';

const MAX_TAX_RATES = 20;

/** Invoices copy a rate's name and percentage when a line uses it, so the id only needs to be unique here. */
function newTaxRate(): TaxRate {
  return { id: `tax-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, name: '', rate: '' };
}

/** The taxes a line can carry (VAT 20 %, state tax 8.875 %): add, rename and remove them. */
export function TaxRatesFields() {
  return (
    <section role="group" aria-labelledby="tax-rates-legend">
      <Typography.Title level={3} id="tax-rates-legend" style={{ fontSize: 16 }}>
        Tax rates
      </Typography.Title>
      <Form.List name="taxRates">
        {(rows, { add, remove }) => (
          <Flex vertical gap="small">
            {rows.length === 0 && <Typography.Text type="secondary">No tax rates yet.</Typography.Text>}
            {rows.map((row, index) => (
              <div key={row.key} role="group" aria-label={`Tax rate ${index + 1}`}>
                <Form.Item name={[row.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Row gutter={12} align="bottom">
                  <Col xs={24} sm={12}>
                    <Form.Item label="Tax name" name={[row.name, 'name']} rules={[zodRule(taxRateSchema.shape.name)]}>
                      <Input placeholder="VAT" />
                    </Form.Item>
                  </Col>
                  <Col xs={18} sm={8}>
                    <Form.Item label="Rate" name={[row.name, 'rate']} rules={[zodRule(taxRateSchema.shape.rate)]}>
                      <Input inputMode="decimal" suffix="%" placeholder="20" />
                    </Form.Item>
                  </Col>
                  <Col xs={6} sm={4}>
                    <Form.Item>
                      <Button aria-label={`Remove tax rate ${index + 1}`} icon={<DeleteOutlined />} onClick={() => remove(row.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              </div>
            ))}
            {rows.length < MAX_TAX_RATES && (
              <div>
                <Button icon={<PlusOutlined />} onClick={() => add(newTaxRate())}>
                  Add tax rate
                </Button>
              </div>
            )}
          </Flex>
        )}
      </Form.List>
    </section>
  );
}
