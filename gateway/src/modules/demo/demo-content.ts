import type { ClientInput, LineItemInput } from '@ledgerline/contracts';

/** The demo business: a small renovation contractor in the US charging sales tax on materials. */
export const DEMO_BUSINESS = {
  businessName: 'Brightline Renovations',
  email: 'office@brightline.example',
  phone: '(512) 555-0142',
  address: { line1: '1208 Cedar Street', line2: '', city: 'Austin', region: 'TX', postalCode: '78702', country: 'United States' },
  taxId: '74-1234567',
  currency: 'USD',
  taxMode: 'exclusive' as const,
  taxRates: [{ id: 'tx-sales', name: 'Sales tax', rate: '8.25' }],
  invoiceNumberPattern: 'INV-{YYYY}-{0000}',
  paymentTermsDays: 30,
  paymentInstructions: 'Bank transfer to Brightline Renovations, account 000123456789, routing 111000025. Checks payable to Brightline Renovations.',
  defaultTerms: 'Payment due within 30 days. A 1.5 % monthly late fee applies to overdue balances.',
  defaultNotes: 'Thank you for your business!',
};

const address = (line1: string, city: string, postalCode: string) => ({ line1, line2: '', city, region: 'TX', postalCode, country: 'United States' });

type DemoClient = Pick<ClientInput, 'name' | 'company' | 'email' | 'phone' | 'billingAddress' | 'notes'>;

export const DEMO_CLIENTS: DemoClient[] = [
  { name: 'Maria Gonzalez', company: '', email: 'maria.gonzalez@example.com', phone: '(512) 555-0187', billingAddress: address('4410 Avenue F', 'Austin', '78751'), notes: 'Prefers texts over calls.' },
  { name: 'David Chen', company: 'Chen Family Dental', email: 'office@chendental.example', phone: '(512) 555-0133', billingAddress: address('2100 S Lamar Blvd', 'Austin', '78704'), notes: '' },
  { name: 'Sarah Mitchell', company: 'Mitchell Property Management', email: 'sarah@mitchellpm.example', phone: '(512) 555-0199', billingAddress: address('800 W 5th St, Suite 300', 'Austin', '78703'), notes: 'Manages 12 rental units; PO number required on invoices.' },
  { name: 'James Okafor', company: '', email: 'jokafor@example.com', phone: '(737) 555-0110', billingAddress: address('1507 Koenig Ln', 'Austin', '78756'), notes: '' },
  { name: 'Emily Park', company: 'Park & Lee Architects', email: 'emily@parklee.example', phone: '(512) 555-0165', billingAddress: address('301 Congress Ave', 'Austin', '78701'), notes: 'Refers clients to us.' },
  { name: 'Robert Hughes', company: 'Hughes Coffee Roasters', email: 'rob@hughescoffee.example', phone: '(512) 555-0121', billingAddress: address('2505 E 6th St', 'Austin', '78702'), notes: 'Café remodel, phase 2 planned for spring.' },
  { name: 'Linda Alvarez', company: '', email: 'linda.alvarez@example.com', phone: '(512) 555-0148', billingAddress: address('9012 Spicewood Springs Rd', 'Austin', '78759'), notes: '' },
  { name: 'Tom Becker', company: 'Becker Builders', email: 'tom@beckerbuilders.example', phone: '(512) 555-0176', billingAddress: address('12400 N Lamar Blvd', 'Austin', '78753'), notes: 'General contractor; we sub for them on finish carpentry.' },
];

const TAX = [{ id: 'tx-sales', name: 'Sales tax', rate: '8.25' }];
const labour = (description: string, hours: string, rate = 8500): LineItemInput => ({ description, quantity: hours, unitPrice: rate, unit: 'h', taxes: [], discount: null, optional: false });
const material = (description: string, quantity: string, unitPrice: number, unit = 'ea'): LineItemInput => ({ description, quantity, unitPrice, unit, taxes: TAX, discount: null, optional: false });

export type DemoState = 'draft' | 'sent' | 'viewed' | 'overdue' | 'partial' | 'paid' | 'void';

export type DemoInvoice = {
  client: number;
  /** Issue date, in days before today. */
  daysAgo: number;
  state: DemoState;
  lines: LineItemInput[];
  discount?: { type: 'percent'; value: string } | null;
};

export const DEMO_INVOICES: DemoInvoice[] = [
  { client: 0, daysAgo: 118, state: 'paid', lines: [labour('Bathroom demolition and haul-away', '12'), material('Dumpster rental (10 yd)', '1', 42500)] },
  { client: 1, daysAgo: 104, state: 'paid', lines: [labour('Reception desk build', '26'), material('White oak plywood 3/4"', '8', 11800, 'sheet'), material('Hardware kit', '1', 8950)] },
  { client: 2, daysAgo: 95, state: 'paid', lines: [labour('Unit 4B drywall repair and paint', '9.5'), material('Drywall sheets 1/2"', '6', 1598, 'sheet'), material('Interior paint, eggshell', '3', 4699, 'gal')], discount: { type: 'percent', value: '5' } },
  { client: 3, daysAgo: 81, state: 'void', lines: [labour('Deck inspection', '2')] },
  { client: 4, daysAgo: 74, state: 'paid', lines: [labour('Built-in bookshelves', '30'), material('Maple hardwood', '64', 1275, 'bd ft')] },
  { client: 5, daysAgo: 66, state: 'overdue', lines: [labour('Café counter rebuild', '40'), material('Quartz countertop', '1', 285000), material('Undermount sink', '1', 32900)] },
  { client: 2, daysAgo: 58, state: 'partial', lines: [labour('Units 2A–2D: replace interior doors', '16'), material('Pre-hung interior door', '8', 18900)] },
  { client: 6, daysAgo: 49, state: 'overdue', lines: [labour('Fence repair, 40 ft', '7'), material('Cedar pickets', '60', 489), material('Post concrete mix', '6', 795, 'bag')] },
  { client: 7, daysAgo: 37, state: 'paid', lines: [labour('Finish carpentry, Lot 14', '52', 7500), material('Trim package', '1', 184000)] },
  { client: 0, daysAgo: 24, state: 'partial', lines: [labour('Bathroom tile installation', '22'), material('Porcelain tile', '96', 489, 'sq ft'), material('Thinset and grout', '1', 12450)] },
  { client: 1, daysAgo: 16, state: 'viewed', lines: [labour('Operatory cabinet adjustments', '6')] },
  { client: 4, daysAgo: 10, state: 'sent', lines: [labour('Site measure and shop drawings', '8', 9500)] },
  { client: 5, daysAgo: 5, state: 'sent', lines: [labour('Patio pergola', '34'), material('Pressure-treated lumber', '1', 142000)], discount: { type: 'percent', value: '10' } },
  { client: 3, daysAgo: 2, state: 'draft', lines: [labour('Deck board replacement', '14'), material('Composite decking', '42', 3899, 'board')] },
  { client: 6, daysAgo: 0, state: 'draft', lines: [labour('Kitchen backsplash', '10'), material('Subway tile', '45', 325, 'sq ft')] },
];
