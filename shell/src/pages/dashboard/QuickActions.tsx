import { Link } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';
import { figureLinks } from './figure-links.ts';

const ACTION = { display: 'inline-flex', alignItems: 'center', minHeight: 40, padding: '0 16px', borderRadius: 8, border: '1px solid #d9d9d9', textDecoration: 'none', color: 'rgba(0, 0, 0, 0.88)', background: '#fff' };
const PRIMARY = { ...ACTION, background: '#1f5fbf', borderColor: '#1f5fbf', color: '#fff' };

/** What a user comes to the dashboard to start; a payment is recorded on an invoice still owed. */
export function QuickActions() {
  return (
    <nav aria-label="Quick actions" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Link to={appPaths.newInvoice()} style={PRIMARY}>
        New invoice
      </Link>
      <Link to={appPaths.newEstimate()} style={ACTION}>
        New estimate
      </Link>
      <Link to={figureLinks.outstanding()} style={ACTION}>
        Record payment
      </Link>
    </nav>
  );
}
