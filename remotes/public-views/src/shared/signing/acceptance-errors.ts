import { acceptanceSchema, type Acceptance } from '@ledgerline/contracts';
import type { Drawing } from './SignatureCanvas.tsx';

export type SignatureMethod = 'drawn' | 'typed';

export interface SigningDraft {
  name: string;
  method: SignatureMethod;
  drawing: Drawing;
  consent: boolean;
  optionalLineIds: readonly string[];
  revision: number;
}

export interface SigningErrors {
  name?: string;
  signature?: string;
  consent?: string;
}

export const NO_DRAWING = 'Draw your signature, or use your typed name as your signature.';

/**
 * The acceptance the draft makes, checked by the contracts' own schema (so the page refuses exactly
 * what the server would, in its words), or what is missing. A typed-name signature sends no image.
 */
export function acceptanceOf(draft: SigningDraft): { acceptance: Acceptance } | { errors: SigningErrors } {
  const errors: SigningErrors = {};
  if (draft.method === 'drawn' && draft.drawing === null) errors.signature = NO_DRAWING;
  const parsed = acceptanceSchema.safeParse({
    name: draft.name,
    signature: draft.method === 'drawn' ? draft.drawing : null,
    consent: draft.consent,
    optionalLineIds: [...draft.optionalLineIds],
    revision: draft.revision,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'name' || field === 'signature' || field === 'consent') errors[field] ??= issue.message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0 ? { acceptance: parsed.data } : { errors };
}
