export { TestCardForm, type TestCardFormProps } from './TestCardForm.tsx';
export { TestModeTag } from './TestModeTag.tsx';
export { PaymentsOffNotice } from './PaymentsOffNotice.tsx';
export { authenticateTestPayment, confirmWithTestCard, type TestPaymentTarget } from './test-provider.ts';
export { PaymentCardForm, type PaymentCardFormProps } from './PaymentCardForm.tsx';
