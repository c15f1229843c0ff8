/** How a page names its document and the client's yes: an estimate is accepted, a change order approved. */
export interface SigningWords {
  noun: 'estimate' | 'change order';
  verb: 'Accept' | 'Approve';
  /** The past tense of the verb, for the confirmation. */
  done: 'accepted' | 'approved';
}

export const ESTIMATE_WORDS: SigningWords = { noun: 'estimate', verb: 'Accept', done: 'accepted' };
export const CHANGE_ORDER_WORDS: SigningWords = { noun: 'change order', verb: 'Approve', done: 'approved' };
