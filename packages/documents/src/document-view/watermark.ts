/**
 * The words of the mark a plan that carries one puts on what the account's clients receive (the
 * public page, the PDF, the email). Whether a document carries it is the server's plan rules' call.
 */
export const documentWatermark = (planName: string): string => `Made with Ledgerline — ${planName} plan`;
