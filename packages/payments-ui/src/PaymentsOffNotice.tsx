import { Alert } from 'antd';

/** Said wherever a card would be asked for on a server that takes no online payments (payment mode `off`). */
export function PaymentsOffNotice({ detail }: { detail: string }) {
  return <Alert type="info" showIcon title="Online payments are not set up on this server." description={detail} />;
}
