import { Flex } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { CARD_SURFACE } from '@ledgerline/shell-sdk';
import { appPaths } from '@ledgerline/contracts';
import { Heading, Paragraph, PlainButton } from '@ledgerline/plain-ui';
import { AUTH_FAILURE_HEADINGS, authFailureSentence, classifyAuthFailure } from './auth-failure.ts';
import { sentAwayState } from './redirect-target.ts';

const HINTS = [
  'Clear your browser cache and reload the page.',
  'Make sure cookies are enabled for this site.',
  'Disable browser extensions that might block requests, then try again.',
];

export function AuthCheckFailed({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const kind = classifyAuthFailure(error, navigator.onLine);

  return (
    <Flex justify="center" style={{ padding: '10vh 16px' }}>
      <div style={{ ...CARD_SURFACE, maxWidth: 480, width: '100%' }}>
        <Heading level={2} size={24}>
          {AUTH_FAILURE_HEADINGS[kind]}
        </Heading>
        <Paragraph>Failed to fetch user</Paragraph>
        <Paragraph secondary>{authFailureSentence(error, kind)}</Paragraph>
        <Flex gap="small" wrap>
          <PlainButton variant="primary" loading={retrying} onClick={onRetry}>
            Try Again
          </PlainButton>
          <PlainButton onClick={() => void navigate(appPaths.auth(), { state: sentAwayState(location) })}>Go to Login Page</PlainButton>
        </Flex>
        <Paragraph style={{ marginTop: 24, marginBottom: 8 }}>If this keeps happening:</Paragraph>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {HINTS.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      </div>
    </Flex>
  );
}
