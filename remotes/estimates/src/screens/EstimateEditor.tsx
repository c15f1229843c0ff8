import { useParams } from 'react-router-dom';
import { useAccountSettings, useEstimate } from '@ledgerline/api-client';
import { DocumentEditorGate } from '@ledgerline/document-editor';
import { EstimateEditorForm } from '../features/estimates/editor/EstimateEditorForm.tsx';

/** /estimates/create, /estimates/new and /estimates/edit/:id: one editor for new and saved estimates. */
export default function EstimateEditor() {
  const { id } = useParams<{ id: string }>();
  const settings = useAccountSettings();
  const estimate = useEstimate(id);
  return (
    <DocumentEditorGate kind="estimate" id={id} document={estimate} settings={settings}>
      {({ document, ...props }) => <EstimateEditorForm estimate={document} {...props} />}
    </DocumentEditorGate>
  );
}
