import { useQuery } from '@tanstack/react-query';
import { subscriptionStatusQueryOptions } from './api/app-info-queries.ts';
import { watermarkImage } from './watermark-image.ts';

/** Text for screen readers only: clipped to nothing, so it takes no room and has no colour to judge. */
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The plan's watermark across the screen, with its message. It lets every click through to the page beneath. */
export function Watermark() {
  const { data: status } = useQuery(subscriptionStatusQueryOptions);
  if (!status?.showWatermark) return null;
  return (
    <div
      role="note"
      aria-label="Watermark"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 900,
        pointerEvents: 'none',
        backgroundImage: watermarkImage(status.message),
        backgroundRepeat: 'no-repeat',
        backgroundPosition: 'center',
        backgroundSize: 'min(90vw, 90vh, 900px)',
      }}
    >
      <span style={SCREEN_READER_ONLY}>{status.message}</span>
    </div>
  );
}
