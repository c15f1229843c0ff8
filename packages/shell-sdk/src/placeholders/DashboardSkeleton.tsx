import { Card, Col, Row, Skeleton } from 'antd';

const SUMMARY_CARDS = 4;

export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" style={{ padding: 24 }}>
      <Row gutter={[16, 16]}>
        {Array.from({ length: SUMMARY_CARDS }, (_, index) => (
          <Col key={index} xs={24} sm={12} lg={6}>
            <Card>
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginTop: 16 }}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    </div>
  );
}
