import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isPublicLinkPage } from '@ledgerline/contracts';
import { useOnlineStatus } from '@ledgerline/shell-ui';
import { isRunningInstalled } from './display-mode.ts';
import { installPrompt } from './install-prompt.ts';
import { ownPromptKindOf } from './own-prompt-kind.ts';
import { AUTO_PROMPTED_KEY, DISMISSED_KEY, sessionFlags } from './session-flags.ts';
import { installSnooze } from './install-snooze.ts';
import { OptionalPart, optionalPartCode } from '../../errors/OptionalPart.tsx';

/** SPEC.md section 9: the app's own prompt waits 3 seconds. */
export const INSTALL_PROMPT_DELAY_MS = 3000;

// The card and its antd parts load only when it is due, never as part of first paint.
const InstallPromptCard = optionalPartCode(() => import('./InstallPromptCard.tsx'));

const flags = sessionFlags();
const snooze = installSnooze();

const PROMPT_KIND = ownPromptKindOf(navigator);

/**
 * The app's own install prompt (SPEC.md section 4): after 3 seconds on iOS and on desktop Chrome or
 * Edge, unless the app runs installed or the prompt was dismissed or shown automatically this session,
 * and never over a page a client opened from a shared link (an estimate to sign or a pay application
 * to certify must not be covered: a business's client is no user of the app). A dismissal also keeps
 * it away from later sessions for a week. While the browser is offline it waits: it would lie over
 * the offline bar, which says that saves wait on this device, and installing needs the network.
 */
export function InstallPromptHost() {
  const { pathname } = useLocation();
  const online = useOnlineStatus();
  const { installed } = useSyncExternalStore(installPrompt.subscribe, installPrompt.getState);
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (PROMPT_KIND === null) return undefined;
    const timer = setTimeout(() => setDue(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const hidden = !online || closed || isPublicLinkPage(pathname) || installed || isRunningInstalled() || flags.has(DISMISSED_KEY) || flags.has(AUTO_PROMPTED_KEY) || snooze.active(Date.now());
  if (PROMPT_KIND === null || !due || hidden) return null;
  return (
    <OptionalPart name="The install prompt">
      <InstallPromptCard kind={PROMPT_KIND} onClose={() => setClosed(true)} />
    </OptionalPart>
  );
}
