import { Alert, Button, Form, Input } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { appPaths, passwordSchema } from '@ledgerline/contracts';
import { serverProblemText } from '@ledgerline/shell-sdk';
import { zodRule } from '@ledgerline/forms';
import { Heading, Paragraph } from '@ledgerline/plain-ui';
import { AuthCard } from './AuthCard.tsx';
import { useConfirmPasswordReset } from './use-password-reset.ts';

type NewPasswordForm = { newPassword: string; repeated: string };

const askAgain = <Link to={appPaths.forgotPassword()}>Ask for a new link</Link>;

/** /reset-password?token=…: the page the reset email links to, where the new password is chosen. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useConfirmPasswordReset();

  let content;
  if (reset.isSuccess) {
    content = (
      <>
        <Alert type="success" showIcon title="Your password was changed" description="You were signed out on every device. Sign in with your new password." style={{ marginBottom: 16 }} />
        <Link to={appPaths.auth()}>Sign in</Link>
      </>
    );
  } else if (token === '') {
    content = (
      <>
        <Paragraph>This link has no reset code. Open the link from the email again, or ask for a new one.</Paragraph>
        {askAgain}
      </>
    );
  } else {
    content = (
      <>
        {reset.isError && (
          <Alert type="error" showIcon role="alert" title={serverProblemText(reset.error, 'message') ?? 'The password could not be changed. Please try again.'} style={{ marginBottom: 16 }} />
        )}
        <Form<NewPasswordForm> name="reset-password" layout="vertical" requiredMark={false} onFinish={({ newPassword }) => reset.mutate({ token, newPassword })}>
          <Form.Item label="New password" name="newPassword" rules={[zodRule(passwordSchema)]}>
            <Input.Password autoComplete="new-password" autoFocus />
          </Form.Item>
          <Form.Item
            label="Repeat the new password"
            name="repeated"
            dependencies={['newPassword']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  if (value !== getFieldValue('newPassword')) throw new Error('The two passwords are not the same.');
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending} style={{ marginBottom: 16 }}>
            Change password
          </Button>
        </Form>
        {askAgain}
      </>
    );
  }

  return (
    <AuthCard>
      <Heading level={2} size={20}>
        Choose a new password
      </Heading>
      {content}
    </AuthCard>
  );
}
