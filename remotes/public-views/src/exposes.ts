import type { RemoteExposes } from '@ledgerline/shell-sdk';

/** This remote's whole public surface: one module per screen, each with a React component as default export. */
export const exposes = {
  './Landing': './src/screens/Landing.tsx',
  './Pricing': './src/screens/Pricing.tsx',
  './Checkout': './src/screens/Checkout.tsx',
  './CheckoutSuccess': './src/screens/CheckoutSuccess.tsx',
  './Contact': './src/screens/Contact.tsx',
  './PublicInvoice': './src/screens/PublicInvoice.tsx',
  './PublicEstimate': './src/screens/PublicEstimate.tsx',
  './PublicChangeOrder': './src/screens/PublicChangeOrder.tsx',
  './PublicCreditNote': './src/screens/PublicCreditNote.tsx',
  './PublicPayApplication': './src/screens/PublicPayApplication.tsx',
} satisfies RemoteExposes<'public_views'>;
