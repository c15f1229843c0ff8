import type { AdminContactMessage, AdminDashboard, AdminUser } from '@ledgerline/contracts';

export const ADMIN = { id: '9b2f6c1e-0a4d-4e8b-9c3f-2d1e0f9a8b7c', username: 'root', email: 'root@ledgerline.example', role: 'admin' as const };

export function dashboardFixture(): AdminDashboard {
  return {
    period: { from: '2026-11-18', to: '2026-11-24' },
    signupsPerDay: ['18', '19', '20', '21', '22', '23', '24'].map((day, index) => ({ day: `2026-11-${day}`, accounts: index })),
    signupsPerWeek: [{ weekStart: '2026-11-16', accounts: 15 }, { weekStart: '2026-11-23', accounts: 6 }],
    activeAccounts: { last7Days: 12, last30Days: 40 },
    accountsByPlan: [
      { plan: 'free', planName: 'Free', accounts: 30, mrr: 0 },
      { plan: 'pro', planName: 'Pro', accounts: 8, mrr: 9600 },
      { plan: 'business', planName: '=Business', accounts: 2, mrr: 5800 },
    ],
    mrr: { currency: 'USD', total: 15400, movements: { new: 2400, expansion: 1700, contraction: 0, churn: 1200, net: 2900 } },
    documentsByKind: [{ kind: 'invoice', created: 210 }, { kind: 'estimate', created: 95 }, { kind: 'change_order', created: 14 }],
    installsByDevice: [{ deviceType: 'mobile', installs: 5 }, { deviceType: 'tablet', installs: 1 }, { deviceType: 'desktop', installs: 3 }, { deviceType: 'other', installs: 0 }],
    contactMessagesWaiting: 3,
  };
}

export function contactFixture(overrides: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    id: '1f4e2d3c-5b6a-4789-8abc-def012345678',
    name: 'Dana Whitfield',
    email: 'dana@whitfield.example',
    subject: 'Can a change order be signed?',
    message: '<b>Hello</b> — can my client sign a change order?',
    userId: null,
    priority: false,
    createdAt: '2026-11-23T10:00:00.000Z',
    state: 'new',
    handledBy: null,
    handledAt: null,
    note: '',
    replies: [],
    ...overrides,
  };
}

export function userFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    username: 'mason',
    email: 'mason@build.example',
    role: 'user',
    accountId: '6c5b4a39-2817-4f6e-9d5c-4b3a29180716',
    accountName: 'Mason Builders',
    createdAt: '2026-11-01T08:00:00.000Z',
    lastSignInAt: '2026-11-24T08:00:00.000Z',
    disabledAt: null,
    ...overrides,
  };
}
