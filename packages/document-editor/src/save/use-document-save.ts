import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { appPaths, DOCUMENT_KIND_LABELS, totalRuleProblem } from '@ledgerline/contracts';
import { documentOutbox, outboxDocumentNumber, useOutboxWrites, useSaveShortcut, useShell, problemErrors } from '@ledgerline/shell-sdk';
import { useOnlineStatus } from '@ledgerline/shell-ui';
import type { SaveDocumentVariables } from '@ledgerline/api-client';
import type { DraftReading, FieldErrors } from '../draft/read-draft.ts';
import { useEditorDocument } from '../outbox/editor-document.ts';
import { saveRequestOf, type EditedDocumentKind } from '../outbox/save-requests.ts';
import { isStaleVersion } from './stale-version.ts';

/** What a save needs of a saved document: the version it was based on goes back with the change. */
interface SavableDocument {
  id: string;
  version: number;
  number: string;
}

/** The kind's save mutation from packages/api-client: POST without an id, PUT with the id and version. */
interface SaveMutation<T, Input> {
  mutateAsync(variables: SaveDocumentVariables<Input>): Promise<T>;
  isPending: boolean;
}

/** The parts of useDocumentDraft a save reads and writes. */
interface DraftControls<D> {
  draft: D;
  isDirty(): boolean;
  markSaved(saved: D): void;
  setServerErrors(errors: FieldErrors): void;
  revealErrors(): void;
}

interface DocumentSaveOptions<T extends SavableDocument, D, Input, Key extends QueryKey> {
  kind: EditedDocumentKind;
  /** The saved document, or undefined while it is new. */
  document: T | undefined;
  reading: DraftReading<Input>;
  draft: DraftControls<D>;
  toDraft(saved: T): D;
  mutation: SaveMutation<T, Input>;
  /** The kind's detail query from packages/api-client, fetched fresh when the user reloads after a conflict. */
  queryOptions(id: string): FetchQueryOptions<T, Error, T, Key>;
  /** A locked, void or closed document: Ctrl/Cmd+S has nothing to save. */
  readOnly: boolean;
  /** A change order may take work out, so its total may be below zero; other kinds refuse that before asking the server. */
  negativeAllowed?: boolean;
  /** A new document was saved for the first time, just before the address moves to its edit page. */
  onCreated(id: string): void;
}

/**
 * Saving a document of any kind from its editor: the checks before the request, the toasts, the
 * move to the edit page after the first save, Ctrl/Cmd+S, and the conflict when someone else saved
 * first (a 409 on the version), which the editor shows with a reload instead of overwriting.
 * Offline, or when the request gets no answer, or while the document has earlier saves waiting, the
 * save goes into the outbox on this device instead and syncs once online; a new document drafted
 * that way is "Draft 3" at its own address until then.
 */
export function useDocumentSave<T extends SavableDocument, D, Input, Key extends QueryKey>(options: DocumentSaveOptions<T, D, Input, Key>) {
  const { kind, document, reading, draft, toDraft, mutation } = options;
  const { toast } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const online = useOnlineStatus();
  const editing = useEditorDocument();
  const documentKey = editing.key ?? document?.id;
  const waiting = useOutboxWrites(documentKey);
  const label = DOCUMENT_KIND_LABELS[kind];
  const noun = label.toLowerCase();

  /** Keeps the save on this device; the outbox sends it with `idempotencyKey` once it can. */
  async function saveOnDevice(variables: SaveDocumentVariables<Input>, idempotencyKey?: string): Promise<null> {
    const kept = draft.draft;
    const entry = await documentOutbox.enqueue({
      kind,
      key: idempotencyKey,
      documentKey,
      number: document?.number ?? null,
      request: saveRequestOf(kind, variables),
      draft: kept,
    });
    draft.markSaved(kept);
    toast.success(
      `${label} saved on this device`,
      online ? `${outboxDocumentNumber(entry)} syncs after its earlier changes.` : `${outboxDocumentNumber(entry)} will sync when you're back online.`,
    );
    if (!document && !editing.local) {
      options.onCreated(entry.documentKey);
      navigate(appPaths.document(kind, entry.documentKey), { replace: true });
    }
    return null;
  }

  async function save(): Promise<T | null> {
    draft.revealErrors();
    if (!reading.input) {
      toast.error('Check the highlighted fields', `Some fields need your attention before the ${noun} can be saved.`);
      return null;
    }
    const totalProblem = !options.negativeAllowed && reading.totals && totalRuleProblem(reading.totals);
    if (totalProblem) {
      toast.error(`The ${noun} could not be saved`, totalProblem);
      return null;
    }
    const variables: SaveDocumentVariables<Input> = editing.local && editing.key
      ? { id: editing.key, version: 0, input: reading.input }
      : document
        ? { id: document.id, version: document.version, input: reading.input }
        : { input: reading.input };
    if (!online || editing.local || waiting.length > 0) return saveOnDevice(variables);
    const idempotencyKey = crypto.randomUUID();
    try {
      const saved = await mutation.mutateAsync({ ...variables, idempotencyKey });
      draft.markSaved(toDraft(saved));
      toast.success(`${label} saved`, saved.number);
      if (!document) {
        options.onCreated(saved.id);
        navigate(appPaths.document(kind, saved.id), { replace: true });
      }
      return saved;
    } catch (error) {
      const problem = problemErrors(error);
      // No answer at all: the server may have saved it, so the outbox sends it again with the same key.
      if (problem.status === null) return saveOnDevice(variables, idempotencyKey);
      if (document && isStaleVersion(problem)) setConflict(problem.message);
      else {
        draft.setServerErrors(problem.fields);
        toast.error(`The ${noun} could not be saved`, problem.message);
      }
      return null;
    }
  }

  // Ctrl/Cmd+S saves here instead of opening Settings.
  useSaveShortcut(() => {
    if (!options.readOnly && !mutation.isPending) void save();
  });

  /** Takes the version someone else saved, dropping the edits made here. */
  async function reload() {
    if (!document) return;
    const fresh = await queryClient.fetchQuery({ ...options.queryOptions(document.id), staleTime: 0 });
    draft.markSaved(toDraft(fresh));
    setConflict(null);
  }

  /** The document as saved, for an act that works on the saved version (send): saves first when it is new or changed. */
  async function saveFirst(): Promise<T | null> {
    return !document || draft.isDirty() ? save() : document;
  }

  return { save, saveFirst, reload, conflict, saving: mutation.isPending };
}
