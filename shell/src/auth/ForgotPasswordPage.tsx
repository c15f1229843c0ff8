import { Alert, Button, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { appPaths, PASSWORD_RESET_REQUESTED_MESSAGE, passwordResetRequestSchema, type PasswordResetRequest } from '@ledgerline/contracts';
import { serverProblemText } from '@ledgerline/shell-sdk';
import { zodRule } from '@ledgerline/forms';
import { Heading, Paragraph } from '@ledgerline/plain-ui';
import { AuthCard } from './AuthCard.tsx';
import { useRequestPasswordReset } from './use-password-reset.ts';

const backToSignIn = <Link to={appPaths.auth()}>Back to sign in</Link>;

/** /forgot-password: asks for a reset link by email address or username. */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  return (
    <AuthCard>
      <Heading level={2} size={20}>
        Forgot your password?
      </Heading>
      {request.isSuccess ? (
        <>
          <Alert type="success" showIcon title="Check your email" description={PASSWORD_RESET_REQUESTED_MESSAGE} style={{ marginBottom: 16 }} />
          {backToSignIn}
        </>
      ) : (
        <>
          <Paragraph secondary>Enter the email address or username of your account and we will email you a link to choose a new password.</Paragraph>
          {request.isError && (
            <Alert type="error" showIcon role="alert" title={serverProblemText(request.error, 'message') ?? 'The request could not be sent. Please try again.'} style={{ marginBottom: 16 }} />
          )}
          <Form<PasswordResetRequest> name="forgot-password" layout="vertical" requiredMark={false} onFinish={(body) => request.mutate(body)}>
            <Form.Item label="Email or username" name="identifier" rules={[zodRule(passwordResetRequestSchema.shape.identifier)]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={request.isPending} style={{ marginBottom: 16 }}>
              Send reset link
            </Button>
          </Form>
          {backToSignIn}
        </>
      )}
    </AuthCard>
  );
}
