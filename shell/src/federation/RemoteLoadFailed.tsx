import { Button, Card, Flex, Typography } from 'antd';

export function RemoteLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Flex justify="center" style={{ padding: '8vh 16px' }}>
      <Card role="alert" style={{ maxWidth: 480, width: '100%' }}>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          This part of the app could not be loaded
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          The rest of the app still works. Check your connection, then try again.
        </Typography.Paragraph>
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      </Card>
    </Flex>
  );
}
