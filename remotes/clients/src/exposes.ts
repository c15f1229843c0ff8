import type { RemoteExposes } from '@ledgerline/shell-sdk';

/** This remote's whole public surface: one module per screen, each with a React component as default export. */
export const exposes = {
  './ClientList': './src/screens/ClientList.tsx',
  './ClientDetail': './src/screens/ClientDetail.tsx',
} satisfies RemoteExposes<'clients'>;
