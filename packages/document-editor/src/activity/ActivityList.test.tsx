import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShell } from '@ledgerline/shell-ui/test-support/render-with-shell.tsx';
import { ActivityList } from './ActivityList.tsx';

const at = '2026-11-24T09:00:00.000Z';

describe('ActivityList', () => {
  it('names who did each thing: the user, the app for reminders and late fees, or the client', () => {
    renderWithShell(
      <ActivityList
        activity={[
          { id: '0b7c9d2e-4f1a-4b3c-8d5e-6f7a8b9c0d11', type: 'late_fee_added', summary: 'Late fee of $25.00 added with reminder 2 (7 days after the due date)', actor: null, at },
          { id: '0b7c9d2e-4f1a-4b3c-8d5e-6f7a8b9c0d12', type: 'viewed', summary: 'Viewed by the client', actor: null, at },
          { id: '0b7c9d2e-4f1a-4b3c-8d5e-6f7a8b9c0d13', type: 'sent', summary: 'Marked invoice INV-1 as sent', actor: 'jane', at },
        ]}
      />,
      { path: '/', route: '/' },
    );
    const entry = (summary: string) => screen.getByText(summary).parentElement!.textContent;
    expect(entry('Late fee of $25.00 added with reminder 2 (7 days after the due date)')).toContain('Automatic ·');
    expect(entry('Viewed by the client')).toContain('Client ·');
    expect(entry('Marked invoice INV-1 as sent')).toContain('jane ·');
  });
});
