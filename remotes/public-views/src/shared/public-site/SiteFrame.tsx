import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { appPaths, ROUTE_PATTERNS } from '@ledgerline/contracts';
import { useShell } from '@ledgerline/shell-sdk';
import { SITE_CSS } from './site-styles.ts';

export const SIGN_IN_PATH = ROUTE_PATTERNS.auth[1];
export const START_FREE_PATH = ROUTE_PATTERNS.auth[2];
export const PRICING_PATH = ROUTE_PATTERNS.pricing[0];
export const CONTACT_PATH = ROUTE_PATTERNS.contact[0];

/** Sign in and Start free for a visitor; the way back into the app for a signed-in user. */
function AccountLinks() {
  const { user } = useShell();
  if (user) {
    return (
      <Link className="site-button primary" to={appPaths.dashboard()}>
        Go to dashboard
      </Link>
    );
  }
  return (
    <>
      <Link to={SIGN_IN_PATH}>Sign in</Link>
      <Link className="site-button primary" to={START_FREE_PATH}>
        Start free
      </Link>
    </>
  );
}

/** The public site's header, main landmark and footer around a page. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <style>{SITE_CSS}</style>
      <header className="site-header">
        <div className="site-wrap">
          <Link className="site-brand" to={appPaths.home()}>
            Ledgerline
          </Link>
          <nav className="site-nav" aria-label="Main">
            <Link to={PRICING_PATH}>Pricing</Link>
            <Link to={CONTACT_PATH}>Contact</Link>
            <AccountLinks />
          </nav>
        </div>
      </header>
      <main>{children}</main>
      <footer className="site-footer">
        <div className="site-wrap">
          <span>© {new Date().getFullYear()} Ledgerline. Estimates, change orders and invoices for contractors and small businesses.</span>
          <nav aria-label="Footer">
            <Link to={PRICING_PATH}>Pricing</Link>
            <Link to={CONTACT_PATH}>Contact us</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
