/**
 * One jest run for every workspace: server-side code runs in node, front-end code in jsdom.
 * ESM throughout (jest is started with --experimental-vm-modules), TypeScript through SWC.
 */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2024',
      transform: tsx ? { react: { runtime: 'automatic' } } : undefined,
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.ts$': swc(false), '^.+\\.tsx$': swc(true) },
};

const server = {
  ...common,
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/packages/contracts', '<rootDir>/gateway'],
  testMatch: ['**/*.test.ts'],
};

/**
 * The integration files of what differs between the two database drivers: migrations, locks and
 * races, PGlite's own storage and start, the job queue and what runs on it, search, the rate-limit
 * store. They run on PGlite and on PostgreSQL; the others run once, on PostgreSQL where the run has it.
 */
const DRIVER_SPECIFIC_FILES = [
  'database', 'database-outage', 'migration-lock', 'document-core-migration', 'header-text-migration', 'signed-content-migration',
  'lock-order', 'write-races', 'plan-limit-races', 'pay-now-twice', 'demo-user', 'create-admin', 'health',
  'job-queue', 'billing-jobs', 'exchange-rate-jobs', 'idempotency-pruning', 'mail-durability', 'dashboard-freshness',
  'search', 'login-rate-limit', 'address-limits', 'progress-billing', 'job-pages',
];
const notDriverSpecific = `gateway/test/(?!(${DRIVER_SPECIFIC_FILES.join('|')})\\.int\\.test\\.ts$)[^/]+\\.int\\.test\\.ts$`;

/** With TEST_DATABASE_URL set, the gateway's integration tests run on PostgreSQL, the driver-specific ones on PGlite too. */
const serverOnPostgres = {
  ...server,
  displayName: 'server-postgres',
  roots: ['<rootDir>/gateway'],
  testMatch: ['**/*.int.test.ts'],
  setupFiles: ['<rootDir>/gateway/test/support/on-postgres.js'],
};

export default {
  // Each gateway integration file starts the gateway on a fresh database (PGlite boots and migrates
  // in seconds, more on a busy machine); jest's 5 s default made those beforeAll hooks flaky.
  testTimeout: 30_000,
  // The suite is CPU-bound (PGlite runs in WASM, argon2 hashes): jest's default of one worker per
  // core but one leaves a 2-core CI machine half idle for the whole run.
  maxWorkers: '100%',
  // A worker runs file after file; each integration file boots a PGlite (WASM memory, pg_trgm) and the
  // gateway, and their leftovers add up: a worker reached its 3.4 GB heap limit and died late in the run,
  // after minutes of mark-compact pauses that timed out the hooks of the files before it. A worker above
  // this after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  projects: [
    process.env.TEST_DATABASE_URL ? { ...server, testPathIgnorePatterns: ['/node_modules/', notDriverSpecific] } : server,
    ...(process.env.TEST_DATABASE_URL ? [serverOnPostgres] : []),
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/packages/shell-ui/test-support/testing-library.ts'],
      roots: [
        '<rootDir>/packages/shell-sdk',
        '<rootDir>/packages/shell-ui',
        '<rootDir>/packages/api-client',
        '<rootDir>/packages/document-editor',
        '<rootDir>/packages/documents',
        '<rootDir>/packages/plain-ui',
        '<rootDir>/packages/forms',
        '<rootDir>/packages/lists',
        '<rootDir>/packages/payments-ui',
        '<rootDir>/packages/invoice-list-rows',
        '<rootDir>/shell',
        '<rootDir>/remotes',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
