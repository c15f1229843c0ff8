import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select, Skeleton, Typography } from 'antd';
import { formatMoney, formatSignedMoney } from '@ledgerline/contracts';
import { useEstimate } from '@ledgerline/api-client';
import type { LineDraft } from '@ledgerline/document-editor';
import { lineFromEstimate, type LineChange } from './estimate-line-change.ts';

interface EstimateLineChangeModalProps {
  estimateId: string;
  currency: string;
  onAdd(line: LineDraft): void;
  onClose(): void;
}

/**
 * Builds a change order line from a line of the accepted estimate: take it out, or change its
 * quantity, priced as the client agreed (its discounts applied), with its taxes.
 */
export function EstimateLineChangeModal({ estimateId, currency, onAdd, onClose }: EstimateLineChangeModalProps) {
  const estimate = useEstimate(estimateId);
  const [lineId, setLineId] = useState<string | null>(null);
  const [kind, setKind] = useState<LineChange['kind']>('remove');
  const [quantity, setQuantity] = useState('');
  const money = (minor: number) => formatMoney(minor, currency);
  const counted = (estimate.data?.lines ?? []).filter((line) => !line.optional || estimate.data?.chosenOptionalLineIds.includes(line.id));
  const chosen = counted.find((line) => line.id === lineId) ?? null;
  const made = chosen ? lineFromEstimate(chosen, currency, kind === 'remove' ? { kind } : { kind, quantity }) : null;
  const typedQuantity = kind === 'quantity' && quantity.trim() !== '';
  const problem = made && 'error' in made && (kind === 'remove' || typedQuantity) ? made.error : null;

  return (
    <Modal
      open
      title="Change a line of the estimate"
      okText="Add the line"
      okButtonProps={{ disabled: !made || 'error' in made }}
      onOk={() => {
        if (made && 'line' in made) onAdd(made.line);
      }}
      onCancel={onClose}
    >
      {estimate.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Form layout="vertical" component="div">
          <Form.Item label="Line of the estimate" htmlFor="estimate-line">
            <Select
              id="estimate-line"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose a line"
              value={lineId}
              onChange={setLineId}
              options={counted.map((line) => ({
                value: line.id,
                label: `${line.description} · ${line.quantity}${line.unit ? ` ${line.unit}` : ''} · ${money(line.amount - line.discountShare)}`,
              }))}
            />
          </Form.Item>
          <Form.Item label="What changes">
            <Radio.Group value={kind} onChange={(event) => setKind(event.target.value as LineChange['kind'])}>
              <Radio value="remove">Take it out</Radio>
              <Radio value="quantity">Change its quantity</Radio>
            </Radio.Group>
          </Form.Item>
          {kind === 'quantity' && (
            <Form.Item label="New quantity" htmlFor="new-quantity" validateStatus={problem ? 'error' : undefined} help={problem}>
              <Input id="new-quantity" inputMode="decimal" value={quantity} onChange={(event) => setQuantity(event.target.value)} style={{ maxWidth: 160 }} />
            </Form.Item>
          )}
          {made && 'line' in made && (
            <Alert type="info" showIcon title={`Adds “${made.line.description}”: ${formatSignedMoney(made.amount, currency)}`} />
          )}
          {chosen && chosen.discountShare !== 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              Priced with the estimate’s discount applied, as the client agreed.
            </Typography.Paragraph>
          )}
        </Form>
      )}
    </Modal>
  );
}
