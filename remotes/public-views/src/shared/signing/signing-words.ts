/** How a page names its document and the client's yes: an estimate is accepted, a change order approved, a pay application certified. */
export interface SigningWords {
  noun: 'estimate' | 'change order' | 'pay application';
  verb: 'Accept' | 'Approve' | 'Certify';
  /** The past tense of the verb, for the confirmation. */
  done: 'accepted' | 'approved' | 'certified';
}

export const ESTIMATE_WORDS: SigningWords = { noun: 'estimate', verb: 'Accept', done: 'accepted' };
export const CHANGE_ORDER_WORDS: SigningWords = { noun: 'change order', verb: 'Approve', done: 'approved' };
export const PAY_APPLICATION_WORDS: SigningWords = { noun: 'pay application', verb: 'Certify', done: 'certified' };
