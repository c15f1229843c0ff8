import { Flex } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { Heading, Paragraph, PlainButton } from '@ledgerline/plain-ui';
import { clearCacheAndReload } from './clear-cache-and-reload.ts';

/**
 * SPEC.md section 2's crash screen, laid out like antd's error Result. Why not Result itself: it
 * carries the 403, 404 and 500 illustrations (about 5 KB compressed) into every first paint, for a
 * screen that shows only when something broke.
 */
export function CrashScreen({ error }: { error: Error }) {
  return (
    <Flex vertical align="center" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <CloseCircleFilled aria-hidden style={{ fontSize: 72, color: '#ff4d4f', marginBottom: 24 }} />
      <Heading level={1} size={24} style={{ marginBottom: 8 }}>
        Something went wrong
      </Heading>
      <Paragraph secondary>The application encountered an unexpected error</Paragraph>
      <Flex gap="small" wrap justify="center" style={{ marginBottom: 24 }}>
        <PlainButton variant="primary" onClick={() => window.location.reload()}>
          Reload Page
        </PlainButton>
        <PlainButton onClick={() => void clearCacheAndReload()}>Clear Cache &amp; Reload</PlainButton>
      </Flex>
      <Paragraph style={{ maxWidth: 640 }}>
        <code style={{ padding: '2px 6px', background: 'rgba(150, 150, 150, 0.1)', border: '1px solid rgba(100, 100, 100, 0.2)', borderRadius: 3 }}>
          {error.message || 'Unknown error'}
        </code>
      </Paragraph>
      <Paragraph secondary>If the problem persists, please contact support</Paragraph>
    </Flex>
  );
}
