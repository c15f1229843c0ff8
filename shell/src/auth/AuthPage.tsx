import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { userQueryOptions } from './user-query.ts';
import { afterSignInPath } from './redirect-target.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthTabs } from './AuthTabs.tsx';
import { LoginForm } from './LoginForm.tsx';
import { ReferralInvitation } from './ReferralInvitation.tsx';
import { RegisterForm } from './RegisterForm.tsx';

type AuthTabKey = 'login' | 'register';

/** /auth, /login and /register: one page; /register opens on the registration form. */
export default function AuthPage() {
  const { data: user } = useQuery(userQueryOptions);
  const location = useLocation();
  const [tab, setTab] = useState<AuthTabKey>(location.pathname === '/register' ? 'register' : 'login');
  // The form shows while the user check runs: most who open this page are signed out, and one who
  // is signed in is sent on as soon as the check answers. Signing in sets the user too.
  if (user) return <Navigate to={afterSignInPath(location.state)} replace />;

  return (
    <AuthCard>
      <ReferralInvitation />
      <AuthTabs
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'login', label: 'Sign in', content: <LoginForm /> },
          { key: 'register', label: 'Create account', content: <RegisterForm /> },
        ]}
      />
    </AuthCard>
  );
}
