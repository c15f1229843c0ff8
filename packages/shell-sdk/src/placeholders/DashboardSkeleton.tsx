import { Col, Row, Skeleton } from 'antd';
import { CARD_SURFACE } from './card-surface.ts';

const SUMMARY_CARDS = 4;

export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" style={{ padding: 24 }}>
      <Row gutter={[16, 16]}>
        {Array.from({ length: SUMMARY_CARDS }, (_, index) => (
          <Col key={index} xs={24} sm={12} lg={6}>
            <div style={CARD_SURFACE}>
              <Skeleton active paragraph={{ rows: 1 }} />
            </div>
          </Col>
        ))}
      </Row>
      <div style={{ ...CARD_SURFACE, marginTop: 16 }}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    </div>
  );
}
