import { Col, Form, Input, Row } from 'antd';
import type { DocumentKind } from '@ledgerline/contracts';
import type { DocumentDraft } from '../draft/document-draft.ts';
import { errorAt, type FieldErrors } from '../draft/read-draft.ts';

interface NotesFieldsProps<D extends DocumentDraft> {
  kind: DocumentKind;
  draft: D;
  errors: FieldErrors;
  onChange(draft: D): void;
}

/** Notes and terms are plain text: they are shown and printed as typed, never as markup. */
export function NotesFields<D extends DocumentDraft>({ kind, draft, errors, onChange }: NotesFieldsProps<D>) {
  const notesError = errorAt(errors, 'notes');
  const termsError = errorAt(errors, 'terms');
  return (
    <Form layout="vertical" component="div">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Notes" htmlFor={`${kind}-notes`} validateStatus={notesError ? 'error' : undefined} help={notesError}>
            <Input.TextArea id={`${kind}-notes`} autoSize={{ minRows: 3, maxRows: 10 }} value={draft.notes} onChange={(event) => onChange({ ...draft, notes: event.target.value })} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Terms" htmlFor={`${kind}-terms`} validateStatus={termsError ? 'error' : undefined} help={termsError}>
            <Input.TextArea id={`${kind}-terms`} autoSize={{ minRows: 3, maxRows: 10 }} value={draft.terms} onChange={(event) => onChange({ ...draft, terms: event.target.value })} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
