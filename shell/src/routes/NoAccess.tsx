import { Result } from 'antd';

export default function NoAccess() {
  return (
    <Result
      status="403"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>No access</h1>}
      subTitle="This page is for admins only."
    />
  );
}
