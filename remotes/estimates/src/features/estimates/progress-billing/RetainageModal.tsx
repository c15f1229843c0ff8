import { useState } from 'react';
import { Alert, Col, Form, Input, Modal, Row, Typography } from 'antd';
import { retainageRuleSchema, type RetainageRuleBody } from '@ledgerline/contracts';
import { problemErrors } from '@ledgerline/shell-sdk';
import { useSetRetainage } from './progress-api.ts';

type RuleText = { workRate: string; storedRate: string; stepAtPercent: string; stepRate: string };

const FIELDS: { key: keyof RuleText; label: string; placeholder: string }[] = [
  { key: 'workRate', label: 'On work completed', placeholder: '10' },
  { key: 'storedRate', label: 'On stored materials', placeholder: '10' },
  { key: 'stepAtPercent', label: 'Lower from (percent complete)', placeholder: '50' },
  { key: 'stepRate', label: 'Lower rate', placeholder: '5' },
];

/** The job's retainage: a rate on work and one on stored materials, optionally lower past a percent complete. */
export function RetainageModal({ estimateId, rule, onClose }: { estimateId: string; rule: RetainageRuleBody; onClose(): void }) {
  const setRetainage = useSetRetainage(estimateId);
  const [text, setText] = useState<RuleText>({ workRate: rule.workRate, storedRate: rule.storedRate, stepAtPercent: rule.stepAtPercent ?? '', stepRate: rule.stepRate ?? '' });
  const [shown, setShown] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const parsed = retainageRuleSchema.safeParse({
    workRate: text.workRate.trim(),
    storedRate: text.storedRate.trim(),
    stepAtPercent: text.stepAtPercent.trim() || null,
    stepRate: text.stepRate.trim() || null,
  });
  const problems = new Map(parsed.success ? [] : parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));

  async function save() {
    setShown(true);
    if (!parsed.success) return;
    await setRetainage.mutateAsync(parsed.data).then(onClose, (error: unknown) => setRefusal(problemErrors(error).message));
  }

  return (
    <Modal open title="Retainage" okText="Save retainage" confirmLoading={setRetainage.isPending} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        Kept back from each pay application until the work is accepted, then released on its own invoice. Tax is charged on the full amount earned. It is fixed once an application is invoiced.
      </Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <Row gutter={12}>
          {FIELDS.map((field) => (
            <Col key={field.key} xs={24} sm={12}>
              <Form.Item
                label={field.label}
                htmlFor={`retainage-${field.key}`}
                validateStatus={shown && problems.has(field.key) ? 'error' : undefined}
                help={shown ? problems.get(field.key) : undefined}
              >
                <Input id={`retainage-${field.key}`} inputMode="decimal" suffix="%" placeholder={field.placeholder} value={text[field.key]} onChange={(event) => setText({ ...text, [field.key]: event.target.value })} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
