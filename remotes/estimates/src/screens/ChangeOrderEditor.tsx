import { useParams, useSearchParams } from 'react-router-dom';
import { useAccountSettings, useChangeOrder } from '@ledgerline/api-client';
import { DocumentEditorGate } from '@ledgerline/document-editor';
import { parentOfChangeOrder } from '../features/change-orders/editor/change-order-parent.ts';
import { ChangeOrderEditorForm } from '../features/change-orders/editor/ChangeOrderEditorForm.tsx';
import { NewChangeOrder } from '../features/change-orders/editor/NewChangeOrder.tsx';

/**
 * /change-orders/create?estimateId=…, /change-orders/new and /change-orders/edit/:id: one editor for
 * new and saved change orders; a new one belongs to the accepted estimate in the address.
 */
export default function ChangeOrderEditor() {
  const { id } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const settings = useAccountSettings();
  const changeOrder = useChangeOrder(id);
  return (
    <DocumentEditorGate kind="change_order" id={id} document={changeOrder} settings={settings}>
      {({ document, settings: loaded, onCreated }) =>
        document ? (
          <ChangeOrderEditorForm changeOrder={document} parent={parentOfChangeOrder(document)} settings={loaded} onCreated={onCreated} />
        ) : (
          <NewChangeOrder estimateId={params.get('estimateId')} settings={loaded} onCreated={onCreated} />
        )
      }
    </DocumentEditorGate>
  );
}
