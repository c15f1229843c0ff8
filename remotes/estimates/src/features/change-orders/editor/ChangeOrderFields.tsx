import { Col, DatePicker, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { errorAt, type FieldErrors } from '@ledgerline/document-editor';
import type { ChangeOrderDraft } from './change-order-draft.ts';
import type { ChangeOrderParent } from './change-order-parent.ts';

interface ChangeOrderFieldsProps {
  draft: ChangeOrderDraft;
  parent: ChangeOrderParent;
  errors: FieldErrors;
  onChange(draft: ChangeOrderDraft): void;
}

/** What the change is, why, who asked for it, what it does to the schedule and when the client should answer. */
export function ChangeOrderFields({ draft, parent, errors, onChange }: ChangeOrderFieldsProps) {
  const item = (path: string) => {
    const message = errorAt(errors, path);
    return { validateStatus: message ? ('error' as const) : undefined, help: message };
  };
  const set = (change: Partial<ChangeOrderDraft>) => onChange({ ...draft, ...change });
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24}>
          <Typography.Paragraph style={{ marginBottom: 12 }}>
            Changes estimate <Link to={appPaths.estimate(parent.estimate.id)}>{parent.estimate.number}</Link> for {parent.client.name}
            {parent.client.company ? ` (${parent.client.company})` : ''}, in {parent.currency}.
          </Typography.Paragraph>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item label="Reason" htmlFor="change-order-reason" required {...item('reason')}>
            <Input id="change-order-reason" maxLength={200} placeholder="Client asked for a larger deck" value={draft.reason} onChange={(event) => set({ reason: event.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item label="Requested by" htmlFor="change-order-requested-by" {...item('requestedBy')}>
            <Input id="change-order-requested-by" maxLength={100} value={draft.requestedBy} onChange={(event) => set({ requestedBy: event.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="Description" htmlFor="change-order-description" {...item('description')}>
            <Input.TextArea id="change-order-description" autoSize={{ minRows: 2, maxRows: 8 }} value={draft.description} onChange={(event) => set({ description: event.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label="Days added" htmlFor="change-order-days" tooltip="Negative when the change shortens the job." {...item('daysDelta')}>
            <InputNumber id="change-order-days" precision={0} min={-3650} max={3650} style={{ width: '100%' }} value={draft.daysDelta} onChange={(days) => set({ daysDelta: days ?? 0 })} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label="Approval deadline" htmlFor="change-order-deadline" {...item('approvalDeadline')}>
            <DatePicker
              id="change-order-deadline"
              style={{ width: '100%' }}
              value={draft.approvalDeadline ? dayjs(draft.approvalDeadline) : null}
              onChange={(date) => set({ approvalDeadline: date ? date.format('YYYY-MM-DD') : null })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Invoice on approval" htmlFor="change-order-invoice-on-approval" {...item('invoiceOnApproval')}>
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Switch id="change-order-invoice-on-approval" checked={draft.invoiceOnApproval} onChange={(invoiceOnApproval) => set({ invoiceOnApproval })} />
              {draft.invoiceOnApproval ? 'Invoice it when approved' : 'Bill it later'}
            </label>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
