import { Flex } from 'antd';
import { CARD_SURFACE } from '@ledgerline/shell-sdk';
import { Heading, Paragraph, PlainButton } from '@ledgerline/plain-ui';

export function RemoteLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Flex justify="center" style={{ padding: '8vh 16px' }}>
      <div role="alert" style={{ ...CARD_SURFACE, maxWidth: 480, width: '100%' }}>
        <Heading level={2} size={20}>
          This part of the app could not be loaded
        </Heading>
        <Paragraph secondary>The rest of the app still works. Check your connection, then try again.</Paragraph>
        <PlainButton variant="primary" onClick={onRetry}>
          Try again
        </PlainButton>
      </div>
    </Flex>
  );
}
