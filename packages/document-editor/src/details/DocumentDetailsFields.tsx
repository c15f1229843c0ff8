import type { ReactNode } from 'react';
import { Col, ConfigProvider, DatePicker, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@ledgerline/contracts';
import { CurrencySelect } from '@ledgerline/forms';
import { ClientPicker } from '../clients/ClientPicker.tsx';
import type { DocumentDraft } from '../draft/document-draft.ts';
import { errorAt, type FieldErrors } from '../draft/read-draft.ts';

/** A calendar date of the kind's own, such as an invoice's due date or an estimate's valid-until. */
export interface KindDateField<D> {
  field: { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;
  label: string;
}

interface DocumentDetailsFieldsProps<D extends DocumentDraft> {
  kind: DocumentKind;
  draft: D;
  errors: FieldErrors;
  isNew: boolean;
  clientLabel: string | undefined;
  /** Shown after the issue date, in this order. */
  dates: readonly KindDateField<D>[];
  /** An issued document's fields that may still change; every other field shows what was issued. */
  openFields?: readonly string[];
  onChange(draft: D): void;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Who the document is for, its number, its dates and its currency. */
export function DocumentDetailsFields<D extends DocumentDraft>({ kind, draft, errors, isNew, clientLabel, dates, openFields, onChange }: DocumentDetailsFieldsProps<D>) {
  const item = (path: string) => {
    const message = errorAt(errors, path);
    return { validateStatus: message ? ('error' as const) : undefined, help: message };
  };
  const set = (change: Partial<D>) => onChange({ ...draft, ...change });
  const id = (field: string) => `${kind}-${kebab(field)}`;
  const lockable = (field: string, control: ReactNode) =>
    openFields && !openFields.includes(field) ? <ConfigProvider componentDisabled>{control}</ConfigProvider> : control;
  const dateFields = [{ field: 'issueDate', label: 'Issue date' }, ...dates] as const;
  const dateSpan = Math.floor(16 / dateFields.length);

  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={14}>
          <Form.Item label="Client" htmlFor={id('client')} required {...item('clientId')}>
            {lockable(
              'clientId',
              <ClientPicker id={id('client')} value={draft.clientId} currentLabel={clientLabel} status={errorAt(errors, 'clientId') ? 'error' : undefined} onChange={(clientId) => set({ clientId } as Partial<D>)} />,
            )}
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label={`${DOCUMENT_KIND_LABELS[kind]} number`} htmlFor={id('number')} {...item('number')}>
            {lockable('number', <Input id={id('number')} value={draft.number} placeholder={isNew ? 'Assigned when saved' : undefined} onChange={(event) => set({ number: event.target.value } as Partial<D>)} />)}
          </Form.Item>
        </Col>
        {dateFields.map(({ field, label }) => (
          <Col key={field} xs={12} md={dateSpan}>
            <Form.Item label={label} htmlFor={id(field)} required {...item(field)}>
              {lockable(
                field,
                <DatePicker
                  id={id(field)}
                  allowClear={false}
                  style={{ width: '100%' }}
                  value={dayjs(draft[field as keyof D] as string)}
                  onChange={(date) => date && set({ [field]: date.format('YYYY-MM-DD') } as Partial<D>)}
                />,
              )}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={8}>
          <Form.Item label="Currency" htmlFor={id('currency')} required {...item('currency')}>
            {lockable('currency', <CurrencySelect id={id('currency')} value={draft.currency} status={errorAt(errors, 'currency') ? 'error' : undefined} onChange={(currency) => currency && set({ currency } as Partial<D>)} />)}
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
