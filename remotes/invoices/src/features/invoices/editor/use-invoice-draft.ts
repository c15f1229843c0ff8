import { useCallback, useMemo, useRef, useState } from 'react';
import type { TaxMode } from '@ledgerline/contracts';
import type { InvoiceDraft } from './invoice-draft.ts';
import { readDraft, type FieldErrors } from './read-draft.ts';

/**
 * The editor's working copy of an invoice. It remembers what was last saved, so it can tell whether
 * leaving would lose anything; refs keep that answer exact at the moment of navigation.
 */
export function useInvoiceDraft(initial: InvoiceDraft, taxMode: TaxMode) {
  const [draft, setDraftState] = useState(initial);
  const draftRef = useRef(initial);
  const savedRef = useRef(JSON.stringify(initial));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [showErrors, setShowErrors] = useState(false);

  const reading = useMemo(() => readDraft(draft, taxMode), [draft, taxMode]);

  const setDraft = useCallback((next: InvoiceDraft) => {
    draftRef.current = next;
    setDraftState(next);
    // What the server said was about the old values; the user has now changed them.
    setServerErrors({});
  }, []);

  /** After a save or a reload: this is now the saved state, and nothing is unsaved. */
  const markSaved = useCallback((saved: InvoiceDraft) => {
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
