import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths } from '@ledgerline/contracts';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>Page not found</h1>}
      subTitle="There is no page at this address."
      extra={<Link to={appPaths.home()}>Go to the home page</Link>}
    />
  );
}
