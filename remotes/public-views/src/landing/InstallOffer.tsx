import { useState } from 'react';
import { useShell, type InstallOutcome } from '@ledgerline/shell-sdk';
import { INSTALL_OFFER_BUTTON_MARK, INSTALL_OFFER_NOTE_MARK, INSTALL_OUTCOME_NOTES, INSTALLED_NOTE } from '@ledgerline/shell-ui';

/**
 * The offer to install the app. The button shows only while the browser has offered installation
 * (the shell holds that offer); otherwise the text says how to install from the browser's menu.
 * The button and the note are always in the page (hidden or empty) and carry the shell's marks, so
 * the static copy of this page a visitor gets (static-page/) works the same through the shell's
 * landing script.
 */
export function InstallOffer() {
  const { install } = useShell();
  const [outcome, setOutcome] = useState<InstallOutcome | null>(null);
  const note = install.installed ? INSTALLED_NOTE : outcome ? INSTALL_OUTCOME_NOTES[outcome] : null;
  const marks = { [INSTALL_OFFER_BUTTON_MARK]: '' };
  const noteMarks = { [INSTALL_OFFER_NOTE_MARK]: '' };

  return (
    <section className="landing-section" aria-labelledby="install-heading">
      <div className="site-wrap">
        <div className="landing-install">
          <div>
            <h2 id="install-heading">Install it like an app</h2>
            <p>Ledgerline installs on your phone, tablet or computer from the browser, with no app store. It opens in its own window and keeps working when the signal drops on site.</p>
            <ul>
              <li>Chrome or Edge on a computer or Android: the install icon in the address bar, or Install in the browser menu.</li>
              <li>iPhone or iPad: the Share button in Safari, then Add to Home Screen.</li>
            </ul>
          </div>
          <div>
            <button
              type="button"
              className="site-button primary"
              hidden={!install.available || install.installed}
              onClick={() => void install.install().then(setOutcome)}
              {...marks}
            >
              Install the app
            </button>
            <p role="status" {...noteMarks}>
              {note}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
