import { fillPlaceholders, type PlaceholderValues } from './email-placeholders.ts';
import { BUILT_IN_TEMPLATES, TEMPLATE_PLACEHOLDERS } from './templates.ts';

const values: PlaceholderValues = {
  '{client.name}': 'Jane <b>x</b>',
  '{document.number}': 'INV-0007',
  '{document.total}': '$1,250.00',
  '{document.link}': 'https://app.example/p/invoice/abc',
  '{business.name}': '{client.name} & Sons',
};

describe('fillPlaceholders', () => {
  it('fills every placeholder the template contract lists', () => {
    const filled = fillPlaceholders(TEMPLATE_PLACEHOLDERS.join('|'), values);
    expect(filled).toBe('Jane <b>x</b>|INV-0007|$1,250.00|https://app.example/p/invoice/abc|{client.name} & Sons');
  });

  it('inserts values as typed, without reading braces inside them again', () => {
    expect(fillPlaceholders('From {business.name}', values)).toBe('From {client.name} & Sons');
  });

  it('leaves unknown placeholders as typed', () => {
    expect(fillPlaceholders('{client.email} {document.number}', values)).toBe('{client.email} INV-0007');
  });

  it('fills the built-in invoice subject', () => {
    expect(fillPlaceholders(BUILT_IN_TEMPLATES.clean.emails.invoice.subject, values)).toBe('Invoice INV-0007 from {client.name} & Sons');
  });
});
