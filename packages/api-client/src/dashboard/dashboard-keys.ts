/**
 * The dashboard's query keys: its figures and its chart, both under the figures' API path. Both are
 * stale at once (staleTime 0, against the app's default of never): any write anywhere moves them, so
 * each visit shows the last answer and asks again.
 */
export const dashboardKeys = {
  all: ['/api/dashboard'] as const,
  figures: () => ['/api/dashboard'] as const,
  chart: () => ['/api/dashboard', 'chart'] as const,
};
