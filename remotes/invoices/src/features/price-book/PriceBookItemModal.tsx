import { useState } from 'react';
import { Alert, Col, Form, Input, Modal, Row, Select } from 'antd';
import { formatMoney, type PriceBookItem, type TaxRate } from '@ledgerline/contracts';
import { useSavePriceBookItem } from '@ledgerline/api-client';
import { problemErrors, useShell } from '@ledgerline/shell-sdk';
import { formOf, readForm, type PriceBookForm } from './price-book-form.ts';

interface PriceBookItemModalProps {
  /** The item to change; null adds one. */
  item: PriceBookItem | null;
  currency: string;
  taxRates: TaxRate[];
  onClose(): void;
}

/** Adds or changes an item of the price book. The cost and markup are the business's own: no document shows them. */
export function PriceBookItemModal({ item, currency, taxRates, onClose }: PriceBookItemModalProps) {
  const [form, setForm] = useState<PriceBookForm>(() => formOf(item, currency));
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSavePriceBookItem();
  const { toast } = useShell();
  const reading = readForm(form, currency, taxRates);
  const errors = shown && 'errors' in reading ? reading.errors : {};
  const field = (name: keyof PriceBookForm) => ({ validateStatus: errors[name] ? ('error' as const) : undefined, help: errors[name] });
  const set = (change: Partial<PriceBookForm>) => setForm((current) => ({ ...current, ...change }));
  const following = form.unitCost.trim() !== '' && form.markup.trim() !== '';

  async function submit() {
    setShown(true);
    setRefusal(null);
    if (!('input' in reading)) return;
    await save.mutateAsync({ ...reading.input, ...(item && { id: item.id }) }).then(
      (saved) => {
        toast.success(item ? 'Item saved' : 'Item added', saved.name);
        onClose();
      },
      (error: unknown) => setRefusal(problemErrors(error).message),
    );
  }

  return (
    <Modal open title={item ? `Change “${item.name}”` : 'New price book item'} okText={item ? 'Save item' : 'Add item'} confirmLoading={save.isPending} onOk={() => void submit()} onCancel={onClose}>
      <Form layout="vertical" component="div">
        <Form.Item label="Name" htmlFor="item-name" required {...field('name')}>
          <Input id="item-name" maxLength={120} value={form.name} onChange={(event) => set({ name: event.target.value })} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="item-description" {...field('description')}>
          <Input.TextArea id="item-description" autoSize={{ minRows: 2, maxRows: 5 }} maxLength={2000} value={form.description} onChange={(event) => set({ description: event.target.value })} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={12}>
            <Form.Item label="Unit" htmlFor="item-unit" {...field('unit')}>
              <Input id="item-unit" placeholder="m2, h, ea" maxLength={20} value={form.unit} onChange={(event) => set({ unit: event.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item label="Category" htmlFor="item-category" {...field('category')}>
              <Input id="item-category" maxLength={60} value={form.category} onChange={(event) => set({ category: event.target.value })} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={8}>
            <Form.Item label="Unit cost" htmlFor="item-cost" tooltip="Only you see it: documents take the price." {...field('unitCost')}>
              <Input id="item-cost" inputMode="decimal" value={form.unitCost} onChange={(event) => set({ unitCost: event.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={8}>
            <Form.Item label="Markup" htmlFor="item-markup" {...field('markup')}>
              <Input id="item-markup" inputMode="decimal" suffix="%" value={form.markup} onChange={(event) => set({ markup: event.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={8}>
            <Form.Item label="Unit price" htmlFor="item-price" required {...field('unitPrice')}>
              {following ? (
                <Input id="item-price" disabled value={reading.price === null ? '' : formatMoney(reading.price, currency)} />
              ) : (
                <Input id="item-price" inputMode="decimal" value={form.unitPrice} onChange={(event) => set({ unitPrice: event.target.value })} />
              )}
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Taxes" htmlFor="item-taxes">
          <Select
            id="item-taxes"
            mode="multiple"
            allowClear
            placeholder="No tax"
            value={form.taxIds}
            onChange={(taxIds: string[]) => set({ taxIds })}
            options={taxRates.map((tax) => ({ value: tax.id, label: `${tax.name} ${tax.rate} %` }))}
          />
        </Form.Item>
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </Form>
    </Modal>
  );
}
