import type { RemoteExposes } from '@ledgerline/shell-sdk';

/** This remote's whole public surface: one module per screen, each with a React component as default export. */
export const exposes = {
  './InvoiceList': './src/screens/InvoiceList.tsx',
  './InvoiceEditor': './src/screens/InvoiceEditor.tsx',
  './TemplateList': './src/screens/TemplateList.tsx',
  './TemplateBuilder': './src/screens/TemplateBuilder.tsx',
  './PdfGenerator': './src/screens/PdfGenerator.tsx',
  './SendInvoiceDialog': './src/screens/SendInvoiceDialog.tsx',
  './ExchangeRate': './src/screens/ExchangeRate.tsx',
  './CreditNoteList': './src/screens/CreditNoteList.tsx',
  './CreditNote': './src/screens/CreditNote.tsx',
  './PriceBook': './src/screens/PriceBook.tsx',
} satisfies RemoteExposes<'invoices'>;
