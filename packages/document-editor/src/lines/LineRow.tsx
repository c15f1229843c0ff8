import { useState } from 'react';
import { Button, Col, Input, Row, Select, Space, Switch, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { formatMoney, type TaxRate } from '@ledgerline/contracts';
import { DiscountField } from './DiscountField.tsx';
import { FieldMessage } from './FieldMessage.tsx';
import { minorToInputText, type LineDraft } from '../draft/document-draft.ts';
import { PriceBookSuggestions } from './PriceBookSuggestions.tsx';
import { errorAt, type FieldErrors } from '../draft/read-draft.ts';

interface LineRowProps {
  line: LineDraft;
  index: number;
  count: number;
  currency: string;
  /** The line's amount from the shared calculator, when it can be computed. */
  amount: number | undefined;
  taxRates: TaxRate[];
  errors: FieldErrors;
  /** Shows the line's "Optional" switch (estimates). */
  allowOptional: boolean;
  /** An optional line the client chose on acceptance, which counts. */
  chosen: boolean;
  onChange(line: LineDraft): void;
  onMove(offset: -1 | 1): void;
  onRemove(): void;
}

/** The short visible label; each input's aria-label also names its line, for screen readers and tests. */
function Label({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} style={{ display: 'block', fontSize: 12, color: 'rgba(0,0,0,0.65)', marginBottom: 2 }}>
      {children}
    </label>
  );
}

/** One line of a document, laid out as a card that wraps its fields on a narrow screen. */
export function LineRow({ line, index, count, currency, amount, taxRates, errors, allowOptional, chosen, onChange, onMove, onRemove }: LineRowProps) {
  const n = index + 1;
  const id = (field: string) => `line-${line.key}-${field}`;
  const error = (field: string) => errorAt(errors, `lines.${index}.${field}`);
  const status = (field: string) => (error(field) ? ('error' as const) : undefined);
  // A line keeps the taxes it was saved with, even if the account's rates have changed since.
  // The price book is offered only while the description is being typed, not for every line shown.
  const [typing, setTyping] = useState(false);
  const taxOptions = [...taxRates, ...line.taxes.filter((tax) => !taxRates.some((rate) => rate.id === tax.id))];

  return (
    <div
      role="group"
      aria-label={`Line ${n}`}
      style={{ border: line.optional ? '1px dashed #d9d9d9' : '1px solid #f0f0f0', borderRadius: 8, padding: 12, marginBottom: 12, background: line.optional ? '#fafafa' : undefined }}
    >
      <Row gutter={[12, 8]}>
        <Col
          xs={24}
          md={10}
          onFocus={() => setTyping(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setTyping(false);
          }}
        >
          <Label htmlFor={id('description')}>Description</Label>
          <Input.TextArea
            id={id('description')}
            aria-label={`Line ${n} description`}
            autoSize={{ minRows: 1, maxRows: 6 }}
            value={line.description}
            status={status('description')}
            onChange={(event) => onChange({ ...line, description: event.target.value })}
          />
          <FieldMessage id={`${id('description')}-error`} message={error('description')} />
          {typing && (
            <PriceBookSuggestions
              typed={line.description}
              currency={currency}
              onPick={(item) =>
                onChange({
                  ...line,
                  description: item.description ? `${item.name}\n${item.description}` : item.name,
                  unit: item.unit,
                  unitPrice: minorToInputText(item.unitPrice, currency),
                  taxes: item.taxes,
                })
              }
            />
          )}
        </Col>
        <Col xs={8} md={3}>
          <Label htmlFor={id('quantity')}>Quantity</Label>
          <Input id={id('quantity')} aria-label={`Line ${n} quantity`} inputMode="decimal" value={line.quantity} status={status('quantity')} onChange={(event) => onChange({ ...line, quantity: event.target.value })} />
          <FieldMessage id={`${id('quantity')}-error`} message={error('quantity')} />
        </Col>
        <Col xs={6} md={3}>
          <Label htmlFor={id('unit')}>Unit</Label>
          <Input id={id('unit')} aria-label={`Line ${n} unit`} placeholder="hrs" value={line.unit} status={status('unit')} onChange={(event) => onChange({ ...line, unit: event.target.value })} />
          <FieldMessage id={`${id('unit')}-error`} message={error('unit')} />
        </Col>
        <Col xs={10} md={4}>
          <Label htmlFor={id('unitPrice')}>Unit price</Label>
          <Input id={id('unitPrice')} aria-label={`Line ${n} unit price`} inputMode="decimal" placeholder="0.00" value={line.unitPrice} status={status('unitPrice')} onChange={(event) => onChange({ ...line, unitPrice: event.target.value })} />
          <FieldMessage id={`${id('unitPrice')}-error`} message={error('unitPrice')} />
        </Col>
        <Col xs={24} md={4} style={{ textAlign: 'right' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
            {line.optional ? (chosen ? 'Amount, chosen' : 'Amount if chosen') : 'Amount'}
          </Typography.Text>
          <Typography.Text strong aria-label={`Line ${n} amount`}>
            {amount === undefined ? '—' : formatMoney(amount, currency)}
          </Typography.Text>
        </Col>
        <Col xs={24} md={10}>
          <Label htmlFor={id('taxes')}>Taxes</Label>
          <Select
            id={id('taxes')}
            aria-label={`Line ${n} taxes`}
            mode="multiple"
            allowClear
            placeholder={taxRates.length === 0 ? 'No tax rates in settings' : 'No tax'}
            value={line.taxes.map((tax) => tax.id)}
            options={taxOptions.map((tax) => ({ value: tax.id, label: `${tax.name} ${tax.rate}%` }))}
            onChange={(ids: string[]) => onChange({ ...line, taxes: taxOptions.filter((tax) => ids.includes(tax.id)) })}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} md={8}>
          <Label htmlFor={id('discount')}>Discount</Label>
          <DiscountField id={id('discount')} label={`Line ${n} discount`} currency={currency} value={line.discount} status={status('discount')} onChange={(discount) => onChange({ ...line, discount })} />
          <FieldMessage id={`${id('discount')}-error`} message={error('discount')} />
        </Col>
        <Col xs={24} md={6} style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
          <Space wrap>
            {allowOptional && (
              <label style={{ display: 'inline-flex', alignItems: 'center', gap: 6, marginRight: 4 }}>
                <Switch size="small" aria-label={`Line ${n} optional`} checked={line.optional} onChange={(optional) => onChange({ ...line, optional })} />
                Optional
              </label>
            )}
            {/* undefined rather than false, so a locked document's disabled form disables the arrows as well. */}
            <Button aria-label={`Move line ${n} up`} icon={<ArrowUpOutlined />} disabled={index === 0 || undefined} onClick={() => onMove(-1)} />
            <Button aria-label={`Move line ${n} down`} icon={<ArrowDownOutlined />} disabled={index === count - 1 || undefined} onClick={() => onMove(1)} />
            <Button aria-label={`Remove line ${n}`} icon={<DeleteOutlined />} danger onClick={onRemove} />
          </Space>
        </Col>
      </Row>
    </div>
  );
}
