const STYLE = { minHeight: 40, padding: '0 16px', borderRadius: 8, border: '1px solid #d9d9d9', background: '#fff', cursor: 'pointer' };

/** "Try again" in plain markup, for first-paint screens that draw no antd. */
export function RetryButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" style={STYLE} onClick={onClick}>
      Try again
    </button>
  );
}
