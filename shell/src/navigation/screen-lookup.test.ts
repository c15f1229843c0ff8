import '../test-support/text-encoder.ts';
import { describe, expect, it } from '@jest/globals';
import { accessOf } from './access.ts';
import { SCREENS } from './route-tree.tsx';
import { mayOpen, menuPathFor, screenFor } from './screen-lookup.ts';

describe('the route tree', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/invoices', 'Invoices'],
    ['/invoices/create', 'New Invoice'],
    ['/invoices/edit/42', 'Edit Invoice'],
    ['/clients/7', 'Client'],
    ['/templates/builder/3', 'Template Builder'],
    ['/admin/contacts', 'Contacts'],
  ])('titles %s as %s', (pathname, title) => {
    expect(screenFor(pathname)?.title).toBe(title);
  });

  it.each([
    ['/invoices/edit/42', '/invoices'],
    ['/clients/7', '/clients'],
    ['/admin/contacts', '/admin/contacts'],
    ['/admin', '/admin'],
    ['/templates/builder', '/templates'],
    ['/payment-methods', undefined],
  ])('marks the sidebar link of %s', (pathname, menuPath) => {
    expect(menuPathFor(pathname)).toBe(menuPath);
  });

  it('lets only admins open the admin screens', () => {
    const adminScreens = SCREENS.filter((screen) => screen.paths.some((path) => path.startsWith('/admin')));
    const user = { id: '1', username: 'u', email: 'u@example.com', role: 'user' as const };
    expect(adminScreens).toHaveLength(4);
    for (const screen of adminScreens) {
      expect(mayOpen(screen, accessOf(user))).toBe(false);
      expect(mayOpen(screen, accessOf({ ...user, role: 'admin' }))).toBe(true);
    }
    expect(accessOf(null).canAdmin).toBe(false);
  });

  it('marks the Admin Dashboard link on the admin pages reached from its tabs', () => {
    expect(menuPathFor('/admin/accounts')).toBe('/admin');
    expect(menuPathFor('/admin/audit')).toBe('/admin');
    expect(menuPathFor('/admin/contacts')).toBe('/admin/contacts');
  });
});
