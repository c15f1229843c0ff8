/**
 * The dashboard's query keys: its figures and its chart, both under the figures' API path. Both go
 * stale almost at once (DASHBOARD_FRESH_MS, against the app's default of never): any write anywhere
 * moves them, so each visit shows the last answer and asks again.
 */
export const dashboardKeys = {
  all: ['/api/dashboard'] as const,
  figures: () => ['/api/dashboard'] as const,
  chart: () => ['/api/dashboard', 'chart'] as const,
};

/**
 * How long an answer counts as current: long enough that a visit's first screen, which asks for the
 * figures with the user check, draws them without asking a second time on mount; far shorter than
 * any way to leave the dashboard, write something and come back.
 */
export const DASHBOARD_FRESH_MS = 2_000;
