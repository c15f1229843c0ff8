import { Card, Col, Row, Statistic } from 'antd';
import { formatMoney, type Client } from '@ledgerline/contracts';

/** What the client has been invoiced, has paid and still owes (and credit of theirs still to use), in the account currency. */
export function ClientTotals({ balance, currency }: { balance: Client['balance']; currency: string }) {
  const figures = [
    { key: 'invoiced', title: 'Invoiced', value: balance.invoiced },
    { key: 'paid', title: 'Paid', value: balance.paid },
    { key: 'outstanding', title: 'Outstanding', value: balance.outstanding },
    ...(balance.credit > 0 ? [{ key: 'credit', title: 'Credit to use', value: balance.credit }] : []),
  ];
  return (
    <Row gutter={[8, 8]}>
      {figures.map((figure) => (
        <Col key={figure.key} span={24 / figures.length}>
          <Card size="small" role="group" aria-label={figure.title}>
            {/* Three across even on a phone: the font shrinks with the screen instead. */}
            <Statistic
              title={figure.title}
              value={formatMoney(figure.value, currency)}
              styles={{ content: { fontSize: 'clamp(15px, 4vw, 24px)', overflowWrap: 'anywhere' } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
