import { useState } from 'react';
import { useShell, type InstallOutcome } from '@ledgerline/shell-sdk';

const AFTER_PROMPT: Record<InstallOutcome, string | null> = {
  accepted: 'Ledgerline is being installed. You will find it with your other apps.',
  dismissed: null,
  unavailable: 'Your browser did not offer the installation this time. Use its menu as described here.',
};

/**
 * The offer to install the app. The button appears only while the browser has offered installation
 * (the shell holds that offer); otherwise the text says how to install from the browser's menu.
 */
export function InstallOffer() {
  const { install } = useShell();
  const [outcome, setOutcome] = useState<InstallOutcome | null>(null);
  const note = outcome ? AFTER_PROMPT[outcome] : null;

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
            {install.installed ? (
              <p role="status">Ledgerline is installed on this device.</p>
            ) : (
              install.available && (
                <button type="button" className="site-button primary" onClick={() => void install.install().then(setOutcome)}>
                  Install the app
                </button>
              )
            )}
            {note && <p role="status">{note}</p>}
          </div>
        </div>
      </div>
    </section>
  );
}
