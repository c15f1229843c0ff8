import { describe, expect, it } from '@jest/globals';
import { appPaths, isPublicLinkPage, ROUTE_PATTERNS } from './app-paths.ts';
import { DOCUMENT_KINDS } from './kinds.ts';

describe('appPaths', () => {
  it('builds the addresses of SPEC.md section 2', () => {
    expect(appPaths.invoices()).toBe('/invoices');
    expect(appPaths.newInvoice()).toBe('/invoices/create');
    expect(appPaths.invoice('7b0c')).toBe('/invoices/edit/7b0c');
    expect(appPaths.newEstimate()).toBe('/estimates/create');
    expect(appPaths.changeOrder('42')).toBe('/change-orders/edit/42');
    expect(appPaths.client('c1')).toBe('/clients/c1');
    expect(appPaths.home()).toBe('/');
    expect(appPaths.templates()).toBe('/templates');
    expect(appPaths.templateBuilder()).toBe('/templates/builder');
    expect(appPaths.templateBuilder('t 1')).toBe('/templates/builder/t%201');
  });

  it('builds the public view of each kind from its token', () => {
    expect(appPaths.publicInvoice('tok_en-1')).toBe('/view/invoice/tok_en-1');
    expect(appPaths.publicEstimate('t')).toBe('/view/estimate/t');
    expect(appPaths.publicChangeOrder('t')).toBe('/view/change-order/t');
    expect(appPaths.publicCreditNote('t')).toBe('/view/credit-note/t');
  });

  it('gives every kind its list, new, edit and public pages', () => {
    for (const kind of DOCUMENT_KINDS) {
      expect(appPaths.document(kind, 'x')).toMatch(new RegExp(`^${appPaths.documents(kind)}/(edit/)?x$`));
      expect(appPaths.publicDocument(kind, 'x')).toMatch(/^\/view\/[a-z-]+\/x$/);
    }
    expect(DOCUMENT_KINDS.filter((kind) => kind !== 'credit_note').map((kind) => appPaths.newDocument(kind))).toEqual(['/invoices/create', '/estimates/create', '/change-orders/create']);
    // A credit note is only made from its invoice, and read (never edited) at its own address.
    expect(appPaths.newDocument('credit_note')).toBeNull();
    expect(appPaths.document('credit_note', 'x')).toBe('/credit-notes/x');
  });

  it('keeps a parameter inside its segment and refuses an empty one', () => {
    expect(appPaths.invoice('a/b?c')).toBe('/invoices/edit/a%2Fb%3Fc');
    expect(() => appPaths.invoice('')).toThrow('The path of "invoice" needs its id.');
  });

  it('declares every route with its canonical address first', () => {
    expect(ROUTE_PATTERNS.newInvoice).toEqual(['/invoices/create', '/invoices/new']);
    expect(ROUTE_PATTERNS.auth[0]).toBe('/auth');
  });

  it('reads every client page opened from a shared link as one, and no page of the app', () => {
    const shared = [...DOCUMENT_KINDS.map((kind) => appPaths.publicDocument(kind, 'token')), appPaths.publicPayApplication('token')];
    expect(shared.filter((path) => !isPublicLinkPage(path))).toEqual([]);
    expect([appPaths.dashboard(), appPaths.jobs(), appPaths.invoices(), '/viewer'].filter(isPublicLinkPage)).toEqual([]);
  });
});
