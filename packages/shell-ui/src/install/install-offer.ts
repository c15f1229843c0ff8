import type { InstallOutcome } from '@ledgerline/shell-sdk';

/**
 * The landing page's offer to install the app, in one place for both of its renderings: the React
 * screen in the app (public-views' InstallOffer) and the static copy the gateway serves a visitor,
 * which the shell's small landing script brings to life through these marks.
 */
export const INSTALL_OFFER_BUTTON_MARK = 'data-install-offer';
export const INSTALL_OFFER_NOTE_MARK = 'data-install-note';

/** What the offer says after the browser's prompt was shown; nothing after a plain "no". */
export const INSTALL_OUTCOME_NOTES: Record<InstallOutcome, string | null> = {
  accepted: 'Ledgerline is being installed. You will find it with your other apps.',
  dismissed: null,
  unavailable: 'Your browser did not offer the installation this time. Use its menu as described here.',
};

export const INSTALLED_NOTE = 'Ledgerline is installed on this device.';

/** The shell's script that a static copy of the landing page loads: the install offer and the service worker. */
export const LANDING_SCRIPT_PATH = '/landing-install.js';
