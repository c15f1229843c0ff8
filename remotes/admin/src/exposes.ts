import type { RemoteExposes } from '@ledgerline/shell-sdk';

/** This remote's whole public surface: one module per screen, each with a React component as default export. */
export const exposes = {
  './AdminDashboard': './src/screens/AdminDashboard.tsx',
  './AdminContacts': './src/screens/AdminContacts.tsx',
  './AdminAccounts': './src/screens/AdminAccounts.tsx',
  './AdminAudit': './src/screens/AdminAudit.tsx',
} satisfies RemoteExposes<'admin'>;
