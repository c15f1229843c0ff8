/** The dashboard's query keys: its figures and its chart, both under the figures' API path. */
export const dashboardKeys = {
  all: ['/api/dashboard'] as const,
  figures: () => ['/api/dashboard'] as const,
  chart: () => ['/api/dashboard', 'chart'] as const,
};
