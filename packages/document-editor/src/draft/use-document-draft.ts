import { useCallback, useMemo, useRef, useState } from 'react';
import { documentOutbox } from '@ledgerline/shell-sdk';
import { useEditorDocument } from '../outbox/editor-document.ts';
import type { DocumentDraft } from './document-draft.ts';
import type { DraftReading, FieldErrors } from './read-draft.ts';

/**
 * The editor's working copy of a document of any kind. It remembers what was last saved, so it can
 * tell whether leaving would lose anything; refs keep that answer exact at the moment of navigation.
 * `read` turns a draft into the kind's API input (readDocumentDraft with the kind's schema); keep it
 * stable (useCallback), since the reading is recomputed whenever it changes. A document with saves
 * waiting in the outbox opens as last saved on this device, which is newer than the server's copy.
 */
export function useDocumentDraft<D extends DocumentDraft, Input>(serverCopy: D, read: (draft: D) => DraftReading<Input>) {
  const { key } = useEditorDocument();
  const [initial] = useState(() => ((key && documentOutbox.latest(key)?.draft) as D | undefined) ?? serverCopy);
  const [draft, setDraftState] = useState(initial);
  const draftRef = useRef(initial);
  const savedRef = useRef(JSON.stringify(initial));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [showErrors, setShowErrors] = useState(false);

  const reading = useMemo(() => read(draft), [draft, read]);

  const setDraft = useCallback((next: D) => {
    draftRef.current = next;
    setDraftState(next);
    // What the server said was about the old values; the user has now changed them.
    setServerErrors({});
  }, []);

  /** After a save or a reload: this is now the saved state, and nothing is unsaved. */
  const markSaved = useCallback((saved: D) => {
    draftRef.current = saved;
    savedRef.current = JSON.stringify(saved);
    setDraftState(saved);
    setServerErrors({});
    setShowErrors(false);
  }, []);

  const isDirty = useCallback(() => JSON.stringify(draftRef.current) !== savedRef.current, []);

  const errors = useMemo(() => ({ ...(showErrors ? reading.errors : {}), ...serverErrors }), [showErrors, reading.errors, serverErrors]);

  return { draft, setDraft, reading, errors, isDirty, markSaved, setServerErrors, revealErrors: () => setShowErrors(true) };
}
