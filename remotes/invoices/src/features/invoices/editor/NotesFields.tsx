import { Col, Form, Input, Row } from 'antd';
import type { InvoiceDraft } from './invoice-draft.ts';
import { errorAt, type FieldErrors } from './read-draft.ts';

/** Notes and terms are plain text: they are shown and printed as typed, never as markup. */
export function NotesFields({ draft, errors, onChange }: { draft: InvoiceDraft; errors: FieldErrors; onChange(draft: InvoiceDraft): void }) {
  const notesError = errorAt(errors, 'notes');
  const termsError = errorAt(errors, 'terms');
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Notes" htmlFor="invoice-notes" validateStatus={notesError ? 'error' : undefined} help={notesError}>
            <Input.TextArea id="invoice-notes" autoSize={{ minRows: 3, maxRows: 10 }} value={draft.notes} onChange={(event) => onChange({ ...draft, notes: event.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Terms" htmlFor="invoice-terms" validateStatus={termsError ? 'error' : undefined} help={termsError}>
            <Input.TextArea id="invoice-terms" autoSize={{ minRows: 3, maxRows: 10 }} value={draft.terms} onChange={(event) => onChange({ ...draft, terms: event.target.value })} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
