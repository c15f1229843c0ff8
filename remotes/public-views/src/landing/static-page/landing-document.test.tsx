/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { INSTALL_OFFER_BUTTON_MARK, LANDING_SCRIPT_PATH } from '@ledgerline/shell-ui';
import { renderLandingDocument } from './landing-document.tsx';

describe('renderLandingDocument', () => {
  const page = renderLandingDocument();

  it('is the whole landing page as HTML, with ordinary links into the app', () => {
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('<h1 id="landing-heading">Estimates, change orders and invoices that stay connected</h1>');
    for (const href of ['/login', '/register', '/pricing', '/contact']) expect(page).toContain(`href="${href}"`);
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });

  it("runs only the shell's landing script, and holds the install button hidden until the browser offers installation", () => {
    expect([...page.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual([`<script src="${LANDING_SCRIPT_PATH}" defer>`]);
    expect(page).toMatch(new RegExp(`<button[^>]*hidden=""[^>]*${INSTALL_OFFER_BUTTON_MARK}=""[^>]*>Install the app</button>`));
  });
});
