import { useState } from 'react';
import { currentBrowser } from './detect-browser.ts';
import { OptionalPart, optionalPartCode } from '../errors/OptionalPart.tsx';

// Only an outdated Internet Explorer-type browser ever loads the notice and its antd parts.
const CompatibilityNotice = optionalPartCode(() => import('./CompatibilityNotice.tsx'));

/** The notice for an outdated Internet Explorer-type browser; no other browser ever sees it. */
export function CompatibilityBanner() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !currentBrowser().outdatedIe) return null;
  return (
    <OptionalPart name="The compatibility notice">
      <CompatibilityNotice onDismiss={() => setDismissed(true)} />
    </OptionalPart>
  );
}
