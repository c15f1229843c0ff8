import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { ClientPicker } from '../../clients/components/ClientPicker.tsx';
import type { InvoiceDraft } from './invoice-draft.ts';
import { errorAt, type FieldErrors } from './read-draft.ts';

const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({ value: code, label: code }));

interface InvoiceDetailsFieldsProps {
  draft: InvoiceDraft;
  errors: FieldErrors;
  isNew: boolean;
  clientLabel: string | undefined;
  onChange(draft: InvoiceDraft): void;
}

/** Who is billed, the number, dates, currency and the document discount. */
export function InvoiceDetailsFields({ draft, errors, isNew, clientLabel, onChange }: InvoiceDetailsFieldsProps) {
  const item = (path: string) => {
    const message = errorAt(errors, path);
    return { validateStatus: message ? ('error' as const) : undefined, help: message };
  };
  const set = (change: Partial<InvoiceDraft>) => onChange({ ...draft, ...change });

  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item label="Client" htmlFor="invoice-client" required {...item('clientId')}>
            <ClientPicker id="invoice-client" value={draft.clientId} currentLabel={clientLabel} status={errorAt(errors, 'clientId') ? 'error' : undefined} onChange={(clientId) => set({ clientId })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label="Invoice number" htmlFor="invoice-number" {...item('number')}>
            <Input id="invoice-number" value={draft.number} placeholder={isNew ? 'Assigned when saved' : undefined} onChange={(event) => set({ number: event.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label="Issue date" htmlFor="invoice-issue-date" required {...item('issueDate')}>
            <DatePicker id="invoice-issue-date" allowClear={false} style={{ width: '100%' }} value={dayjs(draft.issueDate)} onChange={(date) => date && set({ issueDate: date.format('YYYY-MM-DD') })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label="Due date" htmlFor="invoice-due-date" required {...item('dueDate')}>
            <DatePicker id="invoice-due-date" allowClear={false} style={{ width: '100%' }} value={dayjs(draft.dueDate)} onChange={(date) => date && set({ dueDate: date.format('YYYY-MM-DD') })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Currency" htmlFor="invoice-currency" required {...item('currency')}>
            <Select id="invoice-currency" showSearch options={CURRENCIES} value={draft.currency} onChange={(currency: string) => set({ currency })} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
