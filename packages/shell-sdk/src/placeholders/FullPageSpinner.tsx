import { Flex, Spin } from 'antd';

export function FullPageSpinner({ text = 'Loading...' }: { text?: string }) {
  return (
    <Flex role="status" vertical align="center" justify="center" gap="middle" style={{ minHeight: '60vh' }}>
      <Spin size="large" />
      <span>{text}</span>
    </Flex>
  );
}
