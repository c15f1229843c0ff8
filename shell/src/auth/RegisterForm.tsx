import { Form } from 'antd';
import { Input, PasswordInput, PlainButton } from '@ledgerline/plain-ui';
import type { RegisterBody } from '@ledgerline/contracts';
import { useRegister } from './use-register.ts';

/** Only presence and email shape are checked here; the server's rules and sentences are the authority. */
export function RegisterForm() {
  const register = useRegister();
  return (
    <Form<RegisterBody> name="register" layout="vertical" requiredMark={false} onFinish={(body) => register.mutate(body)}>
      <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true, message: 'Choose a username.' }]}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: 'Enter your email address.' },
          { type: 'email', message: 'Enter a valid email address.' },
        ]}
      >
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        extra="At least 8 characters."
        rules={[{ required: true, message: 'Choose a password.' }]}
      >
        <PasswordInput autoComplete="new-password" />
      </Form.Item>
      <PlainButton variant="primary" type="submit" loading={register.isPending} style={{ width: '100%' }}>
        Create account
      </PlainButton>
    </Form>
  );
}
