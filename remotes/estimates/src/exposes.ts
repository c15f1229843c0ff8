import type { RemoteExposes } from '@ledgerline/shell-sdk';

/** This remote's whole public surface: one module per screen, each with a React component as default export. */
export const exposes = {
  './EstimateList': './src/screens/EstimateList.tsx',
  './EstimateEditor': './src/screens/EstimateEditor.tsx',
  './ChangeOrderList': './src/screens/ChangeOrderList.tsx',
  './ChangeOrderEditor': './src/screens/ChangeOrderEditor.tsx',
  './SendChangeOrderDialog': './src/screens/SendChangeOrderDialog.tsx',
  './JobList': './src/screens/JobList.tsx',
  './JobPage': './src/screens/JobPage.tsx',
} satisfies RemoteExposes<'estimates'>;
