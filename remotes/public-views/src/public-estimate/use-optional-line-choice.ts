import { useMemo, useState } from 'react';
import type { PublicEstimate } from '@ledgerline/contracts';
import { chosenOptionalLineIds, totalsWithChoice } from './estimate-choice.ts';

/**
 * The optional lines the client ticks while the estimate awaits an answer, and the totals they make.
 * Once answered, the choice is the one signed and the figures are the server's.
 */
export function useOptionalLineChoice(estimate: PublicEstimate) {
  const open = estimate.status === 'sent';
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(estimate.chosenOptionalLineIds));
  const chosen = open ? ticked : new Set(estimate.chosenOptionalLineIds);
  const figures = useMemo(
    () => (open ? totalsWithChoice(estimate, ticked) : { totals: estimate.totals, deposit: estimate.depositAmount }),
    [open, estimate, ticked],
  );

  function toggle(id: string) {
    setTicked((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return {
    chosen,
    toggle: open ? toggle : undefined,
    chosenIds: chosenOptionalLineIds(estimate, chosen),
    ...figures,
  };
}
