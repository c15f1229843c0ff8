import { STATUS_MACHINES, type DocumentKind, type DocumentStatus, type StatusMachine } from '@ledgerline/contracts';
import { HttpError } from '../../http/http-error.ts';

/** A client's answer (accept, approve, decline) through the public link is refused in the statuses the kind's machine names, with its sentence. */
export function refuseClientAnswer<K extends DocumentKind>(kind: K, status: DocumentStatus<K>): void {
  const refusal = (STATUS_MACHINES[kind] as StatusMachine<string, string>).clientRefusals?.[status];
  if (refusal) throw new HttpError(409, refusal.code, refusal.message);
}
