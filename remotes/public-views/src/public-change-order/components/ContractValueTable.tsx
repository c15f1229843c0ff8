import { formatMoney, type PublicChangeOrder } from '@ledgerline/contracts';
import { changeOrderEffect } from '@ledgerline/documents/view-models/change-order-effect.ts';
import { TotalsRow } from '../../shared/public-document/TotalsTable.tsx';

const signedMoney = (minor: number, currency: string) => (minor > 0 ? `+${formatMoney(minor, currency)}` : formatMoney(minor, currency));

/** What the change does to the job's contract value: the original, the changes approved before, this one, and the value it makes. */
export function ContractValueTable({ changeOrder }: { changeOrder: PublicChangeOrder }) {
  const effect = changeOrderEffect(changeOrder);
  const { currency } = changeOrder;
  return (
    <table className="job" aria-label="Contract value">
      <caption className="eyebrow">Contract value</caption>
      <tbody>
        <TotalsRow label="Original contract value" value={formatMoney(effect.originalValue, currency)} />
        <TotalsRow label="Approved changes" value={signedMoney(effect.otherApprovedChanges, currency)} />
        <TotalsRow label={effect.labels.thisChange} value={signedMoney(effect.thisChange, currency)} />
        <TotalsRow label={effect.labels.newContractValue} value={formatMoney(effect.newContractValue, currency)} strong />
      </tbody>
    </table>
  );
}
