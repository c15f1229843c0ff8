import { appPaths } from '@ledgerline/contracts';

/** The command palette's entries of SPEC.md section 2, with the extra words that also find them. */
export interface PaletteEntry {
  id: string;
  label: string;
  path: string;
  keywords: readonly string[];
}

/** The group under the navigation groups that lists the records a search finds. */
export const RECORDS_HEADING = 'Records';

export interface PaletteGroup {
  heading: 'Navigation' | 'Actions';
  entries: readonly PaletteEntry[];
}

export const PALETTE_GROUPS: readonly PaletteGroup[] = [
  {
    heading: 'Navigation',
    entries: [
      // SPEC.md sends this entry to /, which takes a signed-in user on to /dashboard.
      { id: 'dashboard', label: 'Go to Dashboard', path: appPaths.home(), keywords: ['home', 'overview'] },
      { id: 'invoices', label: 'Invoices', path: appPaths.invoices(), keywords: ['billing', 'payments'] },
      { id: 'estimates', label: 'Estimates', path: appPaths.estimates(), keywords: ['quotes', 'proposals'] },
      { id: 'clients', label: 'Clients', path: appPaths.clients(), keywords: ['customers', 'contacts'] },
      { id: 'settings', label: 'Settings', path: appPaths.settings(), keywords: ['preferences', 'config'] },
    ],
  },
  {
    heading: 'Actions',
    entries: [
      { id: 'new-invoice', label: 'Create New Invoice', path: appPaths.newInvoice(), keywords: ['add invoice', 'new bill'] },
      { id: 'new-estimate', label: 'Create New Estimate', path: appPaths.newEstimate(), keywords: ['add estimate', 'new quote'] },
    ],
  },
];

function matches(entry: PaletteEntry, search: string): boolean {
  return [entry.label, ...entry.keywords].some((text) => text.toLowerCase().includes(search));
}

/** The groups with the entries whose label or a keyword contains the search; empty groups drop out. */
export function filterPalette(search: string): PaletteGroup[] {
  const wanted = search.trim().toLowerCase();
  return PALETTE_GROUPS.map((group) => ({ ...group, entries: group.entries.filter((entry) => matches(entry, wanted)) })).filter(
    (group) => group.entries.length > 0,
  );
}
