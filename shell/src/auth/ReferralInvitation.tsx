import { useLocation } from 'react-router-dom';
import { useReferralVisit } from '@ledgerline/api-client';
import { Paragraph } from '@ledgerline/plain-ui';

/** The code of a referral link (/register?ref=CODE), or null. */
function referralCodeIn(search: string): string | null {
  return new URLSearchParams(search).get('ref');
}

/**
 * Opened through a referral link, the sign-up page reports the code (the gateway remembers the
 * first link, see the referrals module) and says who invited the visitor. A link that names no
 * account shows nothing: the visitor can still sign up.
 */
export function ReferralInvitation() {
  const code = referralCodeIn(useLocation().search);
  const visit = useReferralVisit(code);
  if (!visit.data?.counted) return null;
  return (
    <Paragraph style={{ background: '#f6ffed', border: '1px solid #b7eb8f', borderRadius: 8, padding: '8px 12px' }}>
      <span role="status">
        {visit.data.referrerName} invited you. When you start a paid plan, you both get one free month.
      </span>
    </Paragraph>
  );
}
