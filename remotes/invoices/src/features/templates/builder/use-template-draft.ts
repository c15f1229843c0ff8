import { useCallback, useRef, useState } from 'react';
import type { TemplateSettings } from '@ledgerline/contracts';
import { edit, resetToDesign, startHistory, undo, type TemplateHistory } from './template-history.ts';

/**
 * The builder's settings with Undo and Reset to design. `change(patch, field)` names the field
 * typed in: keystrokes in the same field make one Undo step.
 */
export function useTemplateDraft(initial: TemplateSettings) {
  const [history, setHistory] = useState<TemplateHistory>(() => startHistory(initial));
  const lastField = useRef<string | null>(null);

  const change = useCallback((patch: Partial<TemplateSettings>, field?: string) => {
    const merge = field !== undefined && field === lastField.current;
    lastField.current = field ?? null;
    setHistory((current) => edit(current, patch, merge));
  }, []);
  const step = (move: (current: TemplateHistory) => TemplateHistory) => () => {
    lastField.current = null;
    setHistory(move);
  };
  /** Starts again from saved settings (after a save or a reload), with nothing to undo. */
  const load = useCallback((settings: TemplateSettings) => {
    lastField.current = null;
    setHistory(startHistory(settings));
  }, []);

  return {
    settings: history.present,
    canUndo: history.past.length > 0,
    change,
    undo: step(undo),
    reset: step(resetToDesign),
    load,
  };
}

export type TemplateDraft = ReturnType<typeof useTemplateDraft>;
