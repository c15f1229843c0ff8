import { useNavigate } from 'react-router-dom';
import { Button, Result } from 'antd';
import { appPaths, PLANS_OFF_CODE } from '@ledgerline/contracts';
import { problemOf } from '@ledgerline/forms';

/** The server's answer on a gateway run without plans (PLANS_ENABLED=false): there is nothing to buy. */
export const isPlansOff = (error: unknown): boolean => problemOf(error)?.code === PLANS_OFF_CODE;

/** What the pricing and checkout pages show on such a gateway: the server's sentence and the way back. */
export function PlansOff({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>No plans to choose</h1>}
      subTitle={problemOf(error)?.message}
      extra={<Button onClick={() => void navigate(appPaths.home())}>Go to Ledgerline</Button>}
    />
  );
}
