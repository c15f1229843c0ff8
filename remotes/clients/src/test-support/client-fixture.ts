import { addressSchema, type Client } from '@ledgerline/contracts';

export const CLIENT_ID = '0b7e8f9a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

export function clientFixture(overrides: Partial<Client> = {}): Client {
  return {
    id: CLIENT_ID,
    name: 'Harbor Renovations',
    company: 'Harbor Renovations LLC',
    email: 'office@harbor.example',
    phone: '',
    contacts: [{ name: 'Mia Chen', email: 'mia@harbor.example', phone: '' }],
    billingAddress: { ...addressSchema.parse({}), line1: '12 Dock Street', city: 'Portland' },
    siteAddress: addressSchema.parse({}),
    currency: null,
    taxId: '',
    notes: '',
    archived: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    balance: { invoiced: 150000, paid: 50000, outstanding: 100000, credit: 0 },
    ...overrides,
  };
}
