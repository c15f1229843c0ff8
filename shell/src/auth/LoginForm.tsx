import { Form } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, type LoginBody } from '@ledgerline/contracts';
import { Input, PasswordInput, PlainButton } from '@ledgerline/plain-ui';
import { useLogin } from './use-login.ts';

export function LoginForm() {
  const login = useLogin();
  return (
    <Form<LoginBody> name="login" layout="vertical" requiredMark={false} onFinish={(body) => login.mutate(body)}>
      <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true, message: 'Enter your username.' }]}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password.' }]}>
        <PasswordInput autoComplete="current-password" />
      </Form.Item>
      <PlainButton variant="primary" type="submit" loading={login.isPending} style={{ width: '100%' }}>
        Sign in
      </PlainButton>
      <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
        <Link to={appPaths.forgotPassword()}>Forgot password?</Link>
      </p>
    </Form>
  );
}
