/**
 * The invoice list's columns on a wide screen, in order, with their widths (px). One home for the
 * invoices screen's table and the first rows the shell draws while that screen's code loads, so
 * the two cannot drift apart.
 */
export const INVOICE_LIST_COLUMNS = {
  number: { title: 'Number', width: 140 },
  client: { title: 'Client' },
  issueDate: { title: 'Issue date', width: 130 },
  dueDate: { title: 'Due date', width: 130 },
  status: { title: 'Status', width: 150 },
  total: { title: 'Total', width: 130, numeric: true },
  balance: { title: 'Balance', width: 130, numeric: true },
} as const;

/** The widest the columns are together, beyond which a narrow screen scrolls the table sideways. */
export const INVOICE_LIST_MIN_WIDTH = 880;
