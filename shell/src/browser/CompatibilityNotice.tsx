import { Alert, Button } from 'antd';

/** SPEC.md section 9: the banner sits above everything else. */
const BANNER_Z_INDEX = 10000;

/** The notice itself, with its exact title, message and Dismiss button. */
export default function CompatibilityNotice({ onDismiss }: { onDismiss: () => void }) {
  return (
    // Sticky rather than fixed: it pushes the page down instead of hiding the top bar.
    <div style={{ position: 'sticky', insetBlockStart: 0, zIndex: BANNER_Z_INDEX }}>
      <Alert
        type="warning"
        banner
        showIcon
        title="Browser Compatibility Notice"
        description="You are using an outdated browser. For the best experience, please use Chrome, Firefox, Safari, or Edge."
        action={<Button onClick={onDismiss}>Dismiss</Button>}
      />
    </div>
  );
}
