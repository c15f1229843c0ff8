import { useState } from 'react';
import { Link } from 'react-router-dom';
import { appPaths, type ContactMessageBody } from '@ledgerline/contracts';
import { ContactForm } from '../contact/ContactForm.tsx';
import { SiteFrame } from '../shared/public-site/SiteFrame.tsx';

const CONTACT_CSS = `
.contact-page { max-width: 640px; padding-top: 40px; }
.contact-page h1 { font-size: 34px; margin: 0 0 8px; line-height: 1.2; }
.contact-page .contact-lead { color: var(--muted); margin: 0 0 28px; font-size: 17px; }
.contact-thanks { border: 1px solid var(--line); border-radius: 12px; padding: 28px; background: var(--soft); }
.contact-thanks h2 { margin: 0 0 8px; }
`;

/** /contact: a message to the people behind the app, from a visitor or a signed-in user. */
export default function Contact() {
  const [sent, setSent] = useState<ContactMessageBody | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <SiteFrame>
      <style>{CONTACT_CSS}</style>
      <div className="site-wrap contact-page">
        <h1>Contact us</h1>
        {sent ? (
          <section className="contact-thanks" aria-labelledby="thanks-heading" role="status">
            <h2 id="thanks-heading">Thank you, {sent.name}!</h2>
            <p>We have your message about “{sent.subject}” and will answer you at {sent.email}.</p>
            <p style={{ margin: 0 }}>
              <button
                type="button"
                className="site-button"
                onClick={() => {
                  setSent(null);
                  setFormKey((key) => key + 1);
                }}
              >
                Send another message
              </button>{' '}
              <Link to={appPaths.home()}>Back to the home page</Link>
            </p>
          </section>
        ) : (
          <>
            <p className="contact-lead">Questions about plans, a feature you need, or something that does not work? Write to us and a person will answer.</p>
            <ContactForm key={formKey} onSent={setSent} />
          </>
        )}
      </div>
    </SiteFrame>
  );
}
