import { Flex, Skeleton } from 'antd';

/** SPEC.md section 9: the table skeleton has 8 rows. */
export const TABLE_SKELETON_ROWS = 8;

export function TableSkeleton() {
  return (
    <Flex role="status" aria-label="Loading table" vertical gap="middle" style={{ padding: 24 }}>
      <Skeleton.Input active block />
      {Array.from({ length: TABLE_SKELETON_ROWS }, (_, index) => (
        <Skeleton.Button key={index} active block size="large" />
      ))}
    </Flex>
  );
}
