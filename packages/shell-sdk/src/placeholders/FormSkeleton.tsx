import { Flex, Skeleton } from 'antd';

const FIELDS = 5;

export function FormSkeleton() {
  return (
    <Flex role="status" aria-label="Loading form" vertical gap="large" style={{ padding: 24, maxWidth: 720 }}>
      {Array.from({ length: FIELDS }, (_, index) => (
        <Flex key={index} vertical gap="small">
          <Skeleton.Input active size="small" />
          <Skeleton.Input active block />
        </Flex>
      ))}
      <Skeleton.Button active />
    </Flex>
  );
}
