import { INSTALL_OFFER_BUTTON_MARK, INSTALL_OFFER_NOTE_MARK, INSTALL_OUTCOME_NOTES, INSTALLED_NOTE } from '@ledgerline/shell-ui';
import { isRunningInstalled } from '../install/display-mode.ts';
import { installPrompt } from '../install/install-prompt.ts';
import { registerServiceWorkerAfterLoad } from '../updates/register-after-load.ts';

/**
 * The only script of the static landing page a visitor gets at / (public-views renders it at build
 * time, the gateway serves it): the app's own install prompt controller behind the page's Install
 * the app button, and the service worker, so the next visit starts offline too. No React, no
 * federation: the page is whole without it.
 */
function bringInstallOfferToLife(): void {
  const button = document.querySelector<HTMLButtonElement>(`[${INSTALL_OFFER_BUTTON_MARK}]`);
  const note = document.querySelector<HTMLElement>(`[${INSTALL_OFFER_NOTE_MARK}]`);
  if (!button || !note) return;
  const show = () => {
    const { available, installed } = installPrompt.getState();
    const done = installed || isRunningInstalled();
    button.hidden = !available || done;
    if (done) note.textContent = INSTALLED_NOTE;
  };
  installPrompt.subscribe(show);
  show();
  button.addEventListener('click', () => {
    void installPrompt.show().then((outcome) => {
      note.textContent = INSTALL_OUTCOME_NOTES[outcome] ?? '';
    });
  });
}

bringInstallOfferToLife();
registerServiceWorkerAfterLoad();
