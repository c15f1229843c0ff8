import { Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { contactSchema } from '@ledgerline/contracts';
import { zodRule } from '@ledgerline/forms';

const MAX_CONTACTS = 20;

/** The people to write to at a client: add and remove rows of name, email and phone. */
export function ContactsFields() {
  return (
    <section role="group" aria-labelledby="contacts-legend">
      <Typography.Title level={3} id="contacts-legend" style={{ fontSize: 16 }}>
        Contacts
      </Typography.Title>
      <Form.List name="contacts">
        {(rows, { add, remove }) => (
          <Flex vertical gap="small">
            {rows.length === 0 && <Typography.Text type="secondary">No contacts yet.</Typography.Text>}
            {rows.map((row, index) => (
              <div key={row.key} role="group" aria-label={`Contact ${index + 1}`}>
                <Row gutter={12} align="bottom">
                  <Col xs={24} sm={7}>
                    <Form.Item label="Contact name" name={[row.name, 'name']} rules={[zodRule(contactSchema.shape.name)]}>
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item label="Contact email" name={[row.name, 'email']} rules={[zodRule(contactSchema.shape.email)]}>
                      <Input inputMode="email" autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={18} sm={6}>
                    <Form.Item label="Contact phone" name={[row.name, 'phone']} rules={[zodRule(contactSchema.shape.phone)]}>
                      <Input type="tel" autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col xs={6} sm={3}>
                    <Form.Item>
                      <Button
                        aria-label={`Remove contact ${index + 1}`}
                        icon={<DeleteOutlined />}
                        onClick={() => remove(row.name)}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              </div>
            ))}
            {rows.length < MAX_CONTACTS && (
              <div>
                <Button icon={<PlusOutlined />} onClick={() => add({ name: '', email: '', phone: '' })}>
                  Add contact
                </Button>
              </div>
            )}
          </Flex>
        )}
      </Form.List>
    </section>
  );
}
