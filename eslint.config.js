import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * `npm run lint`, part of `npm test`. Besides the usual checks it keeps the import rules of
 * DESIGN.md section 2 true. They are written with ESLint's own no-restricted-imports: a package is
 * named by its package name, and a relative import is caught when it climbs out of the folder a
 * file belongs to. Each file gets its rules from one generated block, because a later block's
 * no-restricted-imports replaces an earlier one's instead of adding to it.
 */

const DEEPEST = 10;

/** Files exactly `depth` folders below `root`. */
const filesAt = (root, depth) => [`${root}/${'*/'.repeat(depth)}*.{ts,tsx}`];

/** A relative import from a file `depth` folders below a root that leaves the root. */
const climbsOut = (depth) => `^(\\.\\./){${depth + 1},}`;

const rule = (regex, message) => ({ regex, message });

const REMOTE_RULE =
  'A remote never imports another remote, the shell or the gateway (DESIGN.md section 2): share it through packages/ or the API.';
const FEATURE_RULE =
  "A feature of a remote never imports another feature (DESIGN.md section 2): move what both need to the remote's shared/ or to packages/.";
const SHELL_RULE = 'The shell loads remotes at run time and talks to the gateway through the API only: import neither (DESIGN.md section 2).';
const OUT_OF_AREA = 'Import another part of the repository by its package name (@ledgerline/...), never by a relative path out of this one.';
const PACKAGE_RULE = 'A package never imports the shell, a remote or the gateway: they import it (DESIGN.md section 2).';
const SINGLETON_RULE =
  'shell-sdk is the one instance every build shares: it holds the shell context, the API request, events, placeholders and the state they share, and imports no ordinary package (DESIGN.md section 2).';
const CONTRACTS_RULE = 'packages/contracts imports only zod (DESIGN.md section 2): it runs on the server and in every browser bundle.';
const GATEWAY_RULE =
  "The gateway never imports front-end code (DESIGN.md section 2); the contracts, and packages/documents' document view and PDF, are what it shares with the browser.";

const REMOTE_OR_GATEWAY_PACKAGE = '^@ledgerline/(remote-[\\w-]+|gateway)(/|$)';
const APP_PACKAGE = '^@ledgerline/(remote-[\\w-]+|gateway|shell)(/|$)';
const FRONT_END_PACKAGE = '^@ledgerline/(remote-[\\w-]+|shell|shell-sdk|shell-ui|api-client|document-editor|plain-ui|invoice-list-rows|forms|lists|payments-ui)(/|$)|^(react|react-dom|react-router|react-router-dom|antd|@tanstack/react-query)(/|$)';
/**
 * packages/documents is shared document code: the gateway renders the same document view and PDF the
 * browser shows (issue 10, one renderer for web, email and PDF), so it may import those parts
 * and the email HTML (written without JSX, for Node's type stripping), the PDF's file name and the PDF test helpers;
 * the rest of the package (buttons, browser delivery) is front-end code.
 */
const DOCUMENTS_FRONT_END = '^@ledgerline/documents/(?!(document-view|document-pdf|document-email|test-support)/|pdf-file-name\\.ts$)';

/** One block per depth below `root`, each with every pattern `patternsAt(depth)` gives for that depth. */
function importRules(root, patternsAt, ignores = []) {
  return Array.from({ length: DEEPEST }, (_unused, depth) => ({
    files: filesAt(root, depth),
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: patternsAt(depth) }] },
  }));
}

const remoteRules = (srcDepth) => [rule(APP_PACKAGE, REMOTE_RULE), rule(climbsOut(srcDepth), OUT_OF_AREA)];

const importBoundaries = [
  // A remote: its own src/ and packages/, nothing else.
  ...importRules('remotes/*/src', remoteRules),
  // A feature of a remote, depth counted from its own folder: climbing one level more than the
  // file is deep lands in features/, so whatever follows is another feature; two more is src/.
  ...importRules('remotes/*/src/features/*', (depth) => [
    ...remoteRules(depth + 2),
    rule(`^(\\.\\./){${depth + 1}}[\\w-]`, FEATURE_RULE),
    rule(`^(\\.\\./){${depth + 2}}features/`, FEATURE_RULE),
  ]),
  ...importRules('shell', (depth) => [rule(REMOTE_OR_GATEWAY_PACKAGE, SHELL_RULE), rule(climbsOut(depth), OUT_OF_AREA)]),
  ...importRules('packages/*', (depth) => [rule(APP_PACKAGE, PACKAGE_RULE), rule(climbsOut(depth), OUT_OF_AREA)]),
  // The shared singleton stays small: ordinary packages import it, never the other way round (its tests included).
  ...importRules('packages/shell-sdk', (depth) => [
    rule(APP_PACKAGE, PACKAGE_RULE),
    rule('^@ledgerline/(shell-ui|api-client|document-editor|documents|forms|lists|payments-ui|invoice-list-rows|plain-ui)(/|$)', SINGLETON_RULE),
    rule(climbsOut(depth), OUT_OF_AREA),
  ]),
  // Tests of the contracts may use their test tools; the contracts themselves only zod.
  ...importRules('packages/contracts/src', (depth) => [rule('^(?!zod$|\\.)', CONTRACTS_RULE), rule(climbsOut(depth), OUT_OF_AREA)], ['**/*.test.ts']),
  ...importRules(
    'gateway',
    (depth) => [rule(FRONT_END_PACKAGE, GATEWAY_RULE), rule(DOCUMENTS_FRONT_END, GATEWAY_RULE), rule(climbsOut(depth), OUT_OF_AREA)],
    ['gateway/faults/**'],
  ),
  // The fault suite is tooling run on purpose, like bench/: it shares bench/'s helpers for starting gateways.
  ...importRules('gateway/faults', () => [rule(FRONT_END_PACKAGE, GATEWAY_RULE)]),
];

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'data/', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Unused names that start with _ are deliberate: a parameter kept for its position, a field left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'remotes/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, so `{}` there means "none".
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  ...importBoundaries,
);
