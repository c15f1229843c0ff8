/**
 * The invoice list's sort orders, as the address and the API name them ('-' for descending). No
 * zod: the shell reads them to ask for the page an address names before any screen's code arrives.
 */
export const INVOICE_SORTS = ['-issueDate', 'issueDate', '-number', 'number', '-total', 'total', 'dueDate', '-dueDate'] as const;
