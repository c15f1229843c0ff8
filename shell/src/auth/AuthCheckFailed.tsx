import { Button, Card, Flex, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@ledgerline/shell-sdk';
import { AUTH_FAILURE_HEADINGS, classifyAuthFailure } from './auth-failure.ts';
import { sentAwayState } from './redirect-target.ts';

const HINTS = [
  'Clear your browser cache and reload the page.',
  'Make sure cookies are enabled for this site.',
  'Disable browser extensions that might block requests, then try again.',
];

/** The failure in one line: a problem+json body is shown by its sentence rather than as raw JSON. */
function failureDetail(error: Error): string {
  const sentence = error instanceof ApiError ? error.problemField('message') : undefined;
  return sentence && error instanceof ApiError ? `${error.status}: ${sentence}` : error.message;
}

export function AuthCheckFailed({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const heading = AUTH_FAILURE_HEADINGS[classifyAuthFailure(error, navigator.onLine)];

  return (
    <Flex justify="center" style={{ padding: '10vh 16px' }}>
      <Card style={{ maxWidth: 480, width: '100%' }}>
        <Typography.Title level={2} style={{ fontSize: 24, marginTop: 0 }}>
          {heading}
        </Typography.Title>
        <Typography.Paragraph>Failed to fetch user</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{failureDetail(error)}</Typography.Paragraph>
        <Flex gap="small" wrap>
          <Button type="primary" loading={retrying} onClick={onRetry}>
            Try Again
          </Button>
          <Button onClick={() => void navigate('/auth', { state: sentAwayState(location) })}>Go to Login Page</Button>
        </Flex>
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 8 }}>If this keeps happening:</Typography.Paragraph>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {HINTS.map((hint) => (
            <li key={hint}>
              <Typography.Text>{hint}</Typography.Text>
            </li>
          ))}
        </ul>
      </Card>
    </Flex>
  );
}
