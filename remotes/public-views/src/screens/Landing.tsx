import { Link } from 'react-router-dom';
import { DocumentFlowIllustration } from '../landing/DocumentFlowIllustration.tsx';
import { InstallOffer } from '../landing/InstallOffer.tsx';
import { LANDING_CSS } from '../landing/landing-styles.ts';
import { CONTACT_PATH, PRICING_PATH, SIGN_IN_PATH, SiteFrame, START_FREE_PATH } from '../shared/public-site/SiteFrame.tsx';

const STEPS = [
  { title: 'Estimate', text: 'Price the job line by line, send it as a link, and let the client accept and sign it from their phone.' },
  { title: 'Change orders', text: 'Record each change against the signed estimate: cost, extra days, a new completion date and its own signature.' },
  { title: 'Invoice', text: 'Turn what was agreed into invoices, deposits included, and see what is paid and what is still owed.' },
];

const FEATURES = [
  { title: 'Signatures that hold up', text: 'Every acceptance records who signed, when, from where, and a fingerprint of exactly what they signed.' },
  { title: 'A running contract value', text: 'Approved change orders add up on the estimate, so the job\'s total and schedule are never a guess.' },
  { title: 'Works offline', text: 'Draft estimates and invoices in a basement or on a roof; they sync once you are back online, never twice.' },
  { title: 'Your brand on every page', text: 'Templates you design set the look of the web view, the email and the PDF alike.' },
];

/**
 * / for visitors: what the product does, its documents drawn live, and the ways in. The shell's
 * index.html draws the header and the hero's heading and lead before any script runs, so a visitor's
 * first screen is whole at once: keep their words and sizes alike.
 */
export default function Landing() {
  return (
    <SiteFrame>
      <style>{LANDING_CSS}</style>
      <section className="landing-hero" aria-labelledby="landing-heading">
        <div className="site-wrap">
          <div>
            <h1 id="landing-heading">Estimates, change orders and invoices that stay connected</h1>
            <p className="landing-lead">
              For contractors and small businesses: send an estimate, get it signed, record every change order against it, and invoice exactly what was agreed, from
              the office or the job site.
            </p>
            <div className="landing-actions">
              <Link className="site-button primary" to={START_FREE_PATH}>
                Start free
              </Link>
              <Link className="site-button" to={SIGN_IN_PATH}>
                Sign in
              </Link>
            </div>
            <p className="landing-note">
              Free to start, no card needed. <Link to={PRICING_PATH}>See pricing</Link>
            </p>
          </div>
          <DocumentFlowIllustration />
        </div>
      </section>

      <section className="landing-section" aria-labelledby="steps-heading">
        <div className="site-wrap">
          <h2 id="steps-heading">From the first quote to the last payment</h2>
          <p>Every document knows the one before it, so nothing approved on site is forgotten at billing time.</p>
          <ol className="landing-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="landing-card">
                <span className="landing-step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="features-heading">
        <div className="site-wrap">
          <h2 id="features-heading">Built for work that changes as it goes</h2>
          <p>What the job site needs, without the paperwork.</p>
          <ul className="landing-features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="landing-card">
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <InstallOffer />

      <section className="landing-section landing-closing" aria-labelledby="closing-heading">
        <div className="site-wrap">
          <h2 id="closing-heading">Send your first estimate today</h2>
          <p style={{ margin: '0 auto 24px' }}>
            Questions first? <Link to={CONTACT_PATH}>Write to us</Link> or <Link to={PRICING_PATH}>compare the plans</Link>.
          </p>
          <div className="landing-actions">
            <Link className="site-button primary" to={START_FREE_PATH}>
              Start free
            </Link>
          </div>
        </div>
      </section>
    </SiteFrame>
  );
}
