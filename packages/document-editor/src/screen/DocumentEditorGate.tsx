import { Fragment, useState, type ReactNode } from 'react';
import { Alert, Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { appPaths, DOCUMENT_KIND_LABELS, type AccountSettings, type DocumentKind } from '@ledgerline/contracts';
import { FormSkeleton, problemErrors } from '@ledgerline/shell-sdk';

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
 */
export function DocumentEditorGate<T>({ kind, id, document, settings, children }: DocumentEditorGateProps<T>) {
  const navigate = useNavigate();
  const [createdHere, setCreatedHere] = useState<string>();
  const label = DOCUMENT_KIND_LABELS[kind];
  const plural = `${label.toLowerCase()}s`;

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
  // The document this editor has just created keeps its form: the form already holds what was saved,
  // and a fresh one would drop what is typed while the address moves to its edit page.
  const formKey = id === undefined || id === createdHere ? 'new' : id;
  return <Fragment key={formKey}>{children({ document: document.data, settings: settings.data, onCreated: setCreatedHere })}</Fragment>;
}
