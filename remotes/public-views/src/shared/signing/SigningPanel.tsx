import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, Form, Input, Radio, Space } from 'antd';
import { CONSENT_TEXT, type Acceptance } from '@ledgerline/contracts';
import { acceptanceOf, type SignatureMethod, type SigningErrors } from './acceptance-errors.ts';
import { SignatureCanvas, type Drawing } from './SignatureCanvas.tsx';
import type { SigningWords } from './signing-words.ts';

interface SigningPanelProps {
  words: SigningWords;
  revision: number;
  optionalLineIds: readonly string[];
  pending: boolean;
  /** The server's refusal of an earlier try, if any. */
  problem: ReactNode;
  onSign: (acceptance: Acceptance) => void;
  onCancel: () => void;
}

const status = (error: string | undefined) => (error ? ('error' as const) : undefined);

/**
 * The signature the law asks of a simple electronic signature (ESIGN/UETA, eIDAS): the signer's
 * full name, a drawn signature or the typed name adopted as one, and consent to sign electronically
 * in the exact words that are stored with it.
 */
export function SigningPanel({ words, revision, optionalLineIds, pending, problem, onSign, onCancel }: SigningPanelProps) {
  const [name, setName] = useState('');
  const [method, setMethod] = useState<SignatureMethod>('drawn');
  const [drawing, setDrawing] = useState<Drawing>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SigningErrors>({});
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  function submit() {
    const result = acceptanceOf({ name, method, drawing, consent, optionalLineIds, revision });
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSign(result.acceptance);
  }

  return (
    <section ref={panelRef} className="panel no-print" aria-labelledby="signing-title">
      <h2 id="signing-title">{`${words.verb} and sign this ${words.noun}`}</h2>
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label="Your full name" htmlFor="signer-name" validateStatus={status(errors.name)} help={errors.name}>
          <Input id="signer-name" autoComplete="name" autoFocus maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
        </Form.Item>
        <Form.Item label="Signature" validateStatus={status(errors.signature)} help={errors.signature}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Radio.Group value={method} onChange={(event) => setMethod(event.target.value as SignatureMethod)}>
              <Space orientation="vertical">
                <Radio value="drawn">Draw my signature</Radio>
                <Radio value="typed">Use my typed name as my signature</Radio>
              </Space>
            </Radio.Group>
            {method === 'drawn' ? (
              <SignatureCanvas onChange={setDrawing} />
            ) : (
              <div className="typed-signature" aria-label="Your typed signature">
                {name.trim()}
              </div>
            )}
          </Space>
        </Form.Item>
        <Form.Item validateStatus={status(errors.consent)} help={errors.consent}>
          <Checkbox className="consent" checked={consent} onChange={(event) => setConsent(event.target.checked)}>
            {CONSENT_TEXT}
          </Checkbox>
        </Form.Item>
        {problem}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={pending}>
            {`${words.verb} and sign`}
          </Button>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Space>
      </Form>
    </section>
  );
}
