import { HttpError } from '../../http/http-error.ts';
import { WebhookSignatureError, type PaymentGateway } from './payment-gateway.ts';

/** The sentence every payment route answers with when the server takes no payments. */
export const PAYMENTS_OFF_MESSAGE = 'Online payments are not set up on this server.';

/** The refusal of every payment call on a server that takes no payments. */
export const paymentsOffError = () => new HttpError(409, 'payments_not_configured', PAYMENTS_OFF_MESSAGE);

const refuse = (): never => {
  throw paymentsOffError();
};

/**
 * The provider of a server that takes no online payments: a production server without Stripe keys
 * where test payments were not allowed. Every call is refused with one sentence, so no route can
 * move pretend money; an event posted to the webhook cannot verify against a secret that does not exist.
 */
export class PaymentsOffGateway implements PaymentGateway {
  readonly mode = 'off' as const;
  createCustomer = refuse;
  createSetup = refuse;
  getSetup = refuse;
  listMethods = refuse;
  detachMethod = refuse;
  setDefaultMethod = refuse;
  createPayment = refuse;
  getPayment = refuse;
  refund = refuse;
  parseWebhookEvent(): never {
    throw new WebhookSignatureError('No payment provider is configured.');
  }
}
