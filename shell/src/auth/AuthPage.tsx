import { useState } from 'react';
import { Flex } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CARD_SURFACE, FullPageSpinner } from '@ledgerline/shell-sdk';
import { Heading, Paragraph } from '../plain-ui/Text.tsx';
import { userQueryOptions } from './user-query.ts';
import { afterSignInPath } from './redirect-target.ts';
import { AuthTabs } from './AuthTabs.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

type AuthTabKey = 'login' | 'register';

/** /auth, /login and /register: one page; /register opens on the registration form. */
export default function AuthPage() {
  const { data: user, isPending } = useQuery(userQueryOptions);
  const location = useLocation();
  const [tab, setTab] = useState<AuthTabKey>(location.pathname === '/register' ? 'register' : 'login');
  if (isPending) return <FullPageSpinner />;
  // Signing in (or arriving signed in) sets the user, which sends the user on from here.
  if (user) return <Navigate to={afterSignInPath(location.state)} replace />;

  return (
    <Flex justify="center" style={{ padding: '8vh 16px' }}>
      <div style={{ ...CARD_SURFACE, maxWidth: 420, width: '100%' }}>
        <Heading level={1} size={28}>
          Ledgerline
        </Heading>
        <Paragraph secondary>Invoices, estimates and change orders for your business.</Paragraph>
        <AuthTabs
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'login', label: 'Sign in', content: <LoginForm /> },
            { key: 'register', label: 'Create account', content: <RegisterForm /> },
          ]}
        />
      </div>
    </Flex>
  );
}
