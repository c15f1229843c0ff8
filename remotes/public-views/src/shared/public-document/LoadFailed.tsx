import { Button, Result } from 'antd';

/** The page could not be read (offline, a server hiccup): say so and let the visitor try again. */
export function LoadFailed({ document, retrying, onRetry }: { document: string; retrying: boolean; onRetry: () => void }) {
  return (
    <main style={{ padding: 16 }}>
      <Result
        status="error"
        title={<h1 style={{ font: 'inherit', margin: 0 }}>{`The ${document} could not be loaded`}</h1>}
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" loading={retrying} onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </main>
  );
}
