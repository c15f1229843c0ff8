import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { appPaths, DOCUMENT_KIND_LABELS, DOCUMENT_KIND_REGISTRY, type AccountSettings, type DocumentKind } from '@ledgerline/contracts';
import { documentOutbox, FormSkeleton, useOutboxLoaded, useOutboxWrites, problemErrors } from '@ledgerline/shell-sdk';
import { EditorDocumentContext } from '../outbox/editor-document.ts';
import { OutboxWriteAlert } from '../outbox/OutboxWriteAlert.tsx';

export interface EditorFormProps<T> {
  /** The saved document, or undefined for a new one. */
  document: T | undefined;
  settings: AccountSettings;
  /** A new document was saved for the first time, just before the address moves to its edit page. */
  onCreated(id: string): void;
}

interface DocumentEditorGateProps<T> {
  kind: DocumentKind;
  /** The document's id from the address; undefined on the new-document pages. */
  id: string | undefined;
  document: UseQueryResult<T>;
  settings: UseQueryResult<AccountSettings>;
  /** The form, once the document and the settings are loaded. */
  children(props: EditorFormProps<T>): ReactNode;
}

/**
 * What an editor page shows before its form: not found, a load error with a retry, or the form
 * skeleton; then the form, keyed by the document so one document's typing never leaks into another.
 * A draft made offline has its address under its id on this device: the form opens from the outbox,
 * and moves to the saved document's address once it syncs. A save the server refused on sync shows
 * above the form with its reason.
 */
export function DocumentEditorGate<T>({ kind, id, document, settings, children }: DocumentEditorGateProps<T>) {
  const navigate = useNavigate();
  const [createdHere, setCreatedHere] = useState<string>();
  // A discarded offline save: the form opens again from what the server has.
  const [reopened, setReopened] = useState(0);
  const outboxLoaded = useOutboxLoaded();
  const writes = useOutboxWrites(id);
  const local = writes.some((entry) => entry.local);
  const synced = id === undefined ? undefined : documentOutbox.resolvedId(id);
  const refused = writes.find((entry) => entry.status === 'rejected');
  const label = DOCUMENT_KIND_LABELS[kind];
  const { plural } = DOCUMENT_KIND_REGISTRY[kind];

  useEffect(() => {
    if (synced) navigate(appPaths.document(kind, synced), { replace: true });
  }, [synced, kind, navigate]);

  if (!outboxLoaded || synced) return <FormSkeleton />;

  async function discarded() {
    if (local) {
      navigate(appPaths.documents(kind));
      return;
    }
    await document.refetch();
    setReopened((count) => count + 1);
  }

  const form = (props: { document: T | undefined; settings: AccountSettings }) => {
    // The document this editor has just created keeps its form: the form already holds what was saved,
    // and a fresh one would drop what is typed while the address moves to its edit page.
    const formKey = `${id === undefined || id === createdHere ? 'new' : id}-${reopened}`;
    return (
      <EditorDocumentContext value={{ key: id, local }}>
        <Flex vertical gap={16}>
          {refused && <OutboxWriteAlert kind={kind} entry={refused} onDiscarded={() => void discarded()} />}
          <Fragment key={formKey}>{children({ ...props, onCreated: setCreatedHere })}</Fragment>
        </Flex>
      </EditorDocumentContext>
    );
  };

  if (local) return settings.data ? form({ document: undefined, settings: settings.data }) : <FormSkeleton />;

  if (document.isError) {
    const problem = problemErrors(document.error);
    if (problem.status === 404 || problem.status === 400) {
      return (
        <Result
          status="404"
          title={`${label} not found`}
          subTitle="It may have been deleted, or the link is wrong."
          extra={<Button onClick={() => navigate(appPaths.documents(kind))}>Back to {plural}</Button>}
        />
      );
    }
  }
  const failed = settings.error ?? document.error;
  if (failed) {
    return (
      <Alert
        type="error"
        showIcon
        title={`The ${label.toLowerCase()} could not be loaded.`}
        description={problemErrors(failed).message}
        action={<Button onClick={() => void Promise.all([settings.refetch(), id && document.refetch()])}>Try again</Button>}
      />
    );
  }
  if (!settings.data || (id !== undefined && !document.data)) return <FormSkeleton />;
  return form({ document: document.data, settings: settings.data });
}
