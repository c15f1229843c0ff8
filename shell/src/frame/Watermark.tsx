import { useQuery } from '@tanstack/react-query';
import { subscriptionStatusQueryOptions } from './api/app-info-queries.ts';

/** The plan's watermark across the screen. It lets every click through to the page beneath. */
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
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      <span
        style={{
          transform: 'rotate(-24deg)',
          maxWidth: '80vw',
          textAlign: 'center',
          fontSize: 'clamp(20px, 4vw, 44px)',
          fontWeight: 700,
          color: 'rgba(31, 95, 191, 0.07)',
          userSelect: 'none',
        }}
      >
        {status.message}
      </span>
    </div>
  );
}
