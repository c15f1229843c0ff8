import { describe, expect, it } from '@jest/globals';
import { BUILT_IN_TEMPLATES } from '@ledgerline/contracts';
import { edit, resetToDesign, startHistory, undo, UNDO_LIMIT } from './template-history.ts';

const start = startHistory({ ...BUILT_IN_TEMPLATES.classic, name: 'Site work' });

describe('template history', () => {
  it('undoes edits one at a time, and does nothing with nothing to undo', () => {
    const edited = edit(edit(start, { accentColor: '#000000' }), { font: 'sans' });
    expect(undo(edited).present).toMatchObject({ accentColor: '#000000', font: 'serif' });
    expect(undo(undo(edited)).present).toEqual(start.present);
    expect(undo(start)).toBe(start);
  });

  it('merges the keystrokes of one field into one step', () => {
    const typed = edit(edit(edit(start, { headerText: 'T' }), { headerText: 'Th' }, true), { headerText: 'Thanks' }, true);
    expect(typed.past).toHaveLength(1);
    expect(undo(typed).present.headerText).toBe('');
  });

  it('resets to the design but keeps the name, as one step Undo takes back', () => {
    const edited = edit(start, { accentColor: '#00ff00', labels: { estimate: 'Quote' } });
    const reset = resetToDesign(edited);
    expect(reset.present).toEqual({ ...BUILT_IN_TEMPLATES.classic, name: 'Site work' });
    expect(undo(reset).present.labels).toEqual({ estimate: 'Quote' });
  });

  it('keeps at most the Undo limit of steps', () => {
    let history = start;
    for (let step = 0; step < UNDO_LIMIT + 5; step += 1) history = edit(history, { headerText: String(step) });
    expect(history.past).toHaveLength(UNDO_LIMIT);
  });
});
