import { BUILT_IN_TEMPLATES, type TemplateSettings } from '@ledgerline/contracts';

/** The builder's edits: what is shown now, and each earlier state for Undo. */
export type TemplateHistory = { present: TemplateSettings; past: TemplateSettings[] };

/** Enough Undo for a session of editing without holding every keystroke forever. */
export const UNDO_LIMIT = 100;

export const startHistory = (settings: TemplateSettings): TemplateHistory => ({ present: settings, past: [] });

/** An edit; typing in one field merges into one Undo step until another field changes. */
export function edit(history: TemplateHistory, change: Partial<TemplateSettings>, merge = false): TemplateHistory {
  const present = { ...history.present, ...change };
  if (merge && history.past.length > 0) return { ...history, present };
  return { present, past: [...history.past, history.present].slice(-UNDO_LIMIT) };
}

export function undo(history: TemplateHistory): TemplateHistory {
  const previous = history.past.at(-1);
  return previous ? { present: previous, past: history.past.slice(0, -1) } : history;
}

/** Back to the chosen design's settings, keeping the template's name; itself one step that Undo takes back. */
export function resetToDesign(history: TemplateHistory): TemplateHistory {
  const { name, design } = history.present;
  return edit(history, { ...BUILT_IN_TEMPLATES[design], name });
}
