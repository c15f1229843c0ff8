import type { ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { CARD_SURFACE } from '@ledgerline/shell-sdk';
import { Heading, Paragraph } from '@ledgerline/plain-ui';

/**
 * The sign-in card: the product's name and line, then `children`. index.html draws the same card
 * header before any script has run, so keep the two alike (size, spacing, colours): the page then
 * shows its content at once and nothing moves when React takes over.
 */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Flex component="main" justify="center" style={{ padding: '8vh 16px' }}>
      <div style={{ ...CARD_SURFACE, maxWidth: 420, width: '100%' }}>
        <Heading level={1} size={28}>
          Ledgerline
        </Heading>
        <Paragraph secondary>Invoices, estimates and change orders for your business.</Paragraph>
        {children}
      </div>
    </Flex>
  );
}

/** The card while the page's code or the user check is on its way. */
export function AuthCardLoading() {
  return (
    <AuthCard>
      <Flex role="status" vertical align="center" gap="middle" style={{ padding: '32px 0' }}>
        <Spin size="large" />
        <span>Loading...</span>
      </Flex>
    </AuthCard>
  );
}
