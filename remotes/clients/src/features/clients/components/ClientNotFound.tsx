import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';

/** A missing client and another account's client look the same: the server answers 404 to both. */
export function ClientNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>Client not found</h1>}
      subTitle="There is no client at this address. It may have been deleted, or the link is wrong."
      extra={
        <Button type="primary" onClick={() => void navigate(appPaths.clients())}>
          Back to clients
        </Button>
      }
    />
  );
}
