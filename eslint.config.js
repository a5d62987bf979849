import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import noLiteralText from './scripts/eslint/no-literal-text.js';

const web = 'apps/web/src';
const admin = 'apps/admin/src';
const server = 'apps/server/src';

/**
 * The architecture of docs/architecture.md, as import zones: a file under `target` may not
 * import anything under `from`. Each zone says in its message which rule it holds.
 */
const zones = [
  {
    target: 'packages/contract',
    from: ['apps', 'e2e', 'bench'],
    message: 'The contract is shared by both apps and imports neither.',
  },
  {
    target: 'apps/web',
    from: ['apps/server', 'apps/admin', 'e2e'],
    message:
      'The web app reaches the server only over HTTP, through the contract, and imports nothing of the back office.',
  },
  {
    target: 'apps/admin',
    from: ['apps/server', 'apps/web', 'apps/games', 'e2e'],
    message:
      'The back office reaches the server only over HTTP, through the contract (the API client is @pisoplay/contract/api-client).',
  },
  {
    target: 'apps/server',
    from: ['apps/web', 'apps/admin', 'e2e'],
    message: 'The server never imports the web apps; they share only the contract.',
  },
  {
    target: 'e2e',
    from: ['apps'],
    message: 'Browser tests reach the apps only over HTTP and the contract.',
  },
  // Web: code flows shared -> features -> app.
  {
    target: `${web}/shared`,
    from: [`${web}/features`, `${web}/app`],
    message: 'shared/ is below features and app: it imports neither.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import app/; routes, paths and links live in shared/config.',
  },
  // The back office: the same layers, shared -> features -> app.
  {
    target: `${admin}/shared`,
    from: [`${admin}/features`, `${admin}/app`],
    message: 'shared/ is below features and app: it imports neither.',
  },
  {
    target: `${admin}/features`,
    from: `${admin}/app`,
    message: 'Features do not import app/; routes, paths and links live in shared/config.',
  },
  // Server: modules are wired by the composition root and never import it back.
  {
    target: `${server}/modules`,
    from: [`${server}/app.ts`, `${server}/server.ts`, `${server}/modules/index.ts`],
    message: 'Modules do not import what registers them; their shared types live in deps.ts.',
  },
  // The built-in games' pages reach the server only over HTTP, through the contract.
  {
    target: 'apps/games',
    from: ['apps/server', 'apps/web', 'apps/admin', 'e2e'],
    message: 'The games reach the server only over HTTP and the contract.',
  },
];

/**
 * The server's modules from the bottom up (docs/architecture.md): a module imports only the
 * faces (`modules/<name>/index.ts`) of modules below it, never their insides nor anything above.
 */
const MODULE_ORDER = [
  'members',
  'operators',
  'ledger',
  'kyc',
  'finance',
  'catalogue',
  'support',
  'chat',
  'live',
  'play',
  'promotions',
  'rg',
  'partners',
];

const serverLayerZones = [
  {
    target: [`${server}/modules`, `${server}/platform`],
    from: `${server}/config.ts`,
    message: 'Config values come in deps.config, its type from deps.ts; only the boot loads it.',
  },
  // platform, providers, http and db are below the modules.
  {
    target: [`${server}/platform`, `${server}/providers`, `${server}/http`, `${server}/db`],
    from: `${server}/modules`,
    message: 'platform/, providers/, http/ and db/ are below the modules and import none of them.',
  },
  ...MODULE_ORDER.map((name, index) => ({
    target: `${server}/modules/${name}`,
    from: `${server}/modules`,
    except: [`./${name}`, ...MODULE_ORDER.slice(0, index).map((below) => `./${below}/index.ts`)],
    message: `A module imports only the faces (index.ts) of the modules below it: ${MODULE_ORDER.slice(0, index).join(', ') || 'none'}.`,
  })),
];

/**
 * The files of the server's modules that know HTTP: each module's face (its registration), its
 * routes and the request adapters, listed one by one (a new HTTP file is added here on purpose).
 * Everything else in a module (services, queries, rules) knows no Fastify and nothing of http/.
 */
const serverHttpEdge = [
  'catalogue/admin-banner-routes.ts',
  'catalogue/index.ts',
  'chat/index.ts',
  'chat/routes.ts',
  'finance/accounts/account-routes.ts',
  'finance/admin-finance-routes.ts',
  'finance/deposits/deposit-routes.ts',
  'finance/deposits/notify-route.ts',
  'finance/deposits/shop-voucher-route.ts',
  'finance/deposits/simulator-routes.ts',
  'finance/index.ts',
  'finance/routes.ts',
  'finance/withdrawals/withdraw-routes.ts',
  'kyc/index.ts',
  'live/index.ts',
  'kyc/ocr-simulator-routes.ts',
  'kyc/routes.ts',
  'ledger/admin-ledger-routes.ts',
  'ledger/index.ts',
  'members/admin-member-routes.ts',
  'members/avatar/upload-routes.ts',
  'members/client-info.ts',
  'members/dev/outbox-route.ts',
  'members/index.ts',
  'members/routes.ts',
  'members/sessions/authenticate.ts',
  'operators/index.ts',
  'partners/index.ts',
  'partners/routes.ts',
  'partners/simulator-routes.ts',
  'play/index.ts',
  'play/wallet/wallet-route.ts',
  'promotions/index.ts',
  'rg/index.ts',
  'rg/restricted/restricted-routes.ts',
  'support/admin-content-routes.ts',
  'support/index.ts',
  'support/routes.ts',
]
  .map((file) => `${server}/modules/${file}`)
  .concat([`${server}/modules/index.ts`, `${server}/modules/**/__tests__/**`]);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Read TypeScript files when following imports (the cycle check needs their imports).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'packages/contract/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/admin/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Tests may reach across the layers (a whole app, another module's helpers); the code they
    // test may not.
    files: [`${server}/**/*.ts`],
    ignores: ['**/__tests__/**', `${server}/test/**`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverLayerZones] }],
    },
  },
  {
    // A test file is imported by nothing, so no cycle runs through it: the check (the costliest
    // rule, as it follows every import) runs on the files that can be part of one.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'e2e/tests/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/{web,admin}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The React Compiler's checks (all but the two classic rules) analyse each component and
    // hook, the costliest part of the lint; they are kept for the app's code, where components
    // are defined, and left out of its tests, which render them.
    files: [
      'apps/{web,admin}/**/__tests__/**',
      'apps/{web,admin}/**/*.test.{ts,tsx}',
      'apps/{web,admin}/src/testing/**',
    ],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
        )
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // The players' app renders words only from its catalogues, in English and Filipino
    // (docs/i18n.md); tests may write what they look for.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', `${web}/testing/**`],
    plugins: { pisoplay: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'pisoplay/no-literal-text': 'error' },
  },
  {
    // Features meet at the route level: a feature never imports another feature's insides.
    files: [`${web}/features/**/*.{ts,tsx}`, `${admin}/features/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '../../*/**'],
              message: 'Features do not import each other; move shared code to src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // A call's definition (method, path, auth) loads no schema code: its payload schema is in the
    // group's `*.payloads.ts`, imported on first use (`payloadsOf`). Screens that only call the
    // API then load no zod (docs/architecture.md).
    files: ['packages/contract/src/calls/**/*.ts'],
    ignores: ['**/*.payloads.ts', 'packages/contract/src/calls/fields.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Schemas of calls live in the group's *.payloads.ts (payloadsOf).",
            },
          ],
          patterns: [
            {
              group: ['**/validation/*', '**/fields.ts', '**/*.payloads.ts'],
              allowTypeImports: true,
              message: "Schemas of calls live in the group's *.payloads.ts (payloadsOf).",
            },
          ],
        },
      ],
    },
  },
  {
    // The games' pages are small bundles of their own: they take from the contract only the
    // game API's file, which imports nothing (the index brings the codec and the schemas).
    files: ['apps/games/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pisoplay/contract',
              message: "Import '@pisoplay/contract/builtin-games': the index pulls in the codec.",
            },
          ],
        },
      ],
    },
  },
  {
    // Services and queries know no HTTP: errors are the contract's AppError.
    files: [`${server}/modules/**/*.ts`],
    ignores: serverHttpEdge,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', '**/http/*'],
              message:
                'Services and queries know no HTTP: take errors from @pisoplay/contract and the caller from caller.ts.',
            },
          ],
        },
      ],
    },
  },
);
