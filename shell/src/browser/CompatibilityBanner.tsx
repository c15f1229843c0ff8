import { useState } from 'react';
import { Alert, Button } from 'antd';
import { currentBrowser } from './detect-browser.ts';

/** SPEC.md section 9: the banner sits above everything else. */
const BANNER_Z_INDEX = 10000;

/** The notice for an outdated Internet Explorer-type browser; no other browser ever sees it. */
export function CompatibilityBanner() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !currentBrowser().outdatedIe) return null;
  return (
    // Sticky rather than fixed: it pushes the page down instead of hiding the top bar.
    <div style={{ position: 'sticky', insetBlockStart: 0, zIndex: BANNER_Z_INDEX }}>
      <Alert
        type="warning"
        banner
        showIcon
        title="Browser Compatibility Notice"
        description="You are using an outdated browser. For the best experience, please use Chrome, Firefox, Safari, or Edge."
        action={<Button onClick={() => setDismissed(true)}>Dismiss</Button>}
      />
    </div>
  );
}
