import { useEffect, useState } from 'react';
import { PWA_UPDATE_AVAILABLE_EVENT, type PwaUpdateAvailableDetail } from '@ledgerline/shell-sdk';
import { OptionalPart, optionalPartCode } from '../../errors/OptionalPart.tsx';

// The card's antd parts load only once an update is waiting, never as part of first paint.
const UpdatePromptCard = optionalPartCode(() => import('./UpdatePromptCard.tsx'));

/**
 * Shows 'A new version is available' with a Reload action when a new service worker is waiting.
 * Its own element rather than a toast: toasts show one at a time and go away, this must stay.
 */
export function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  useEffect(() => {
    const listener = (event: Event) => setRegistration((event as CustomEvent<PwaUpdateAvailableDetail>).detail.registration);
    window.addEventListener(PWA_UPDATE_AVAILABLE_EVENT, listener);
    return () => window.removeEventListener(PWA_UPDATE_AVAILABLE_EVENT, listener);
  }, []);
  if (registration === null) return null;
  return (
    <OptionalPart name="The update prompt">
      <UpdatePromptCard registration={registration} onLater={() => setRegistration(null)} />
    </OptionalPart>
  );
}
