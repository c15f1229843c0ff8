import { Card, Flex, Tabs, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FullPageSpinner } from '@ledgerline/shell-sdk';
import { userQueryOptions } from './user-query.ts';
import { afterSignInPath } from './redirect-target.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** /auth, /login and /register: one page; /register opens on the registration form. */
export function AuthPage() {
  const { data: user, isPending } = useQuery(userQueryOptions);
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  // Signing in (or arriving signed in) sets the user, which sends the user on from here.
  if (user) return <Navigate to={afterSignInPath(location.state)} replace />;

  return (
    <Flex justify="center" style={{ padding: '8vh 16px' }}>
      <Card style={{ maxWidth: 420, width: '100%' }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
          Ledgerline
        </Typography.Title>
        <Typography.Paragraph type="secondary">Invoices, estimates and change orders for your business.</Typography.Paragraph>
        <Tabs
          defaultActiveKey={location.pathname === '/register' ? 'register' : 'login'}
          destroyOnHidden
          items={[
            { key: 'login', label: 'Sign in', children: <LoginForm /> },
            { key: 'register', label: 'Create account', children: <RegisterForm /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
