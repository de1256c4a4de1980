// The one lint preset of the workspace: every package is linted by it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const REMOTES = ['mf-browse', 'mf-product', 'mf-account', 'mf-static'];

/** A remote never imports another remote (ARCHITECTURE.md); what two areas need goes into @gbx/shared. */
const remoteBoundaries = REMOTES.map((remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: REMOTES.filter((other) => other !== remote).flatMap((other) => [`@gbx/${other}`, `@gbx/${other}/*`, `**/${other}/**`]),
            message: 'A remote never imports another remote: move what both need into @gbx/shared.',
          },
          {
            group: ['**/shared/src/**', '../shared/**', '../../shared/**'],
            message: 'Import @gbx/shared by package name only: a path import bundles a second copy and a second bus.',
          },
          { group: ['@gbx/host', '@gbx/host/*', '**/host/src/**'], message: 'Remotes do not import the host.' },
          { group: ['i18next', 'react-i18next'], message: 'Translate with useT and RichText from @gbx/shared: one translator per page.' },
        ],
      },
    ],
  },
}));

/** The browser gets the contract's rules only; its schemas are types there (TypeBox stays out of the bundles). */
const CONTRACT_SCHEMAS_AS_TYPES = {
  name: '@gbx/contract/schemas',
  allowTypeImports: true,
  message: 'Import the schemas with `import type`: the browser bundles the rules of @gbx/contract only.',
};

/** One router per page, cut to what the areas use: every area routes through @gbx/shared/router. */
const ROUTER_THROUGH_SHARED = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: 'Import routing from @gbx/shared/router: one router for every area, and only the parts of react-router the marketplace uses.',
}));

/** One data-loading layer: the page's one query cache is reached through @gbx/shared (useApiQuery, queries). */
const DATA_LAYER_ONLY = {
  name: '@tanstack/react-query',
  message: 'Load data with useApiQuery / useApiMutation and the queries of @gbx/shared: one cache per page, TanStack Query bundled once.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.cache/**', '**/test-results/**', '**/playwright-report/**', 'e2e/.deploy*/**', 'e2e/.api-data*/**', 'api/.data/**', '.bench/**', '.screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/shared/src/**', '../shared/**'], message: 'Import @gbx/shared by package name only.' },
            { group: ['i18next', 'react-i18next'], message: 'Translate with useT and RichText from @gbx/shared: one translator per page.' },
          ],
        },
      ],
    },
  },
  ...remoteBoundaries,
  {
    files: ['host/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`)],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTRACT_SCHEMAS_AS_TYPES, DATA_LAYER_ONLY, ...ROUTER_THROUGH_SHARED] }] },
  },
  {
    // Tests are not bundled: they may read the contract's schemas as values (the calls the API serves).
    files: ['host/src/**/*.test.{ts,tsx}', 'shared/src/**/*.test.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/src/**/*.test.{ts,tsx}`)],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [DATA_LAYER_ONLY, ...ROUTER_THROUGH_SHARED] }] },
  },
  {
    // The router entry itself.
    files: ['shared/src/router.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTRACT_SCHEMAS_AS_TYPES, DATA_LAYER_ONLY] }] },
  },
  {
    // Vendor HTML is untrusted (ARCHITECTURE.md): inner HTML only through the catalogue's SafeHtml (DOMPurify).
    files: ['host/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', ...REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`)],
    ignores: ['shared/src/catalogue/safe-html.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render HTML with SafeHtml from @gbx/shared/catalogue: it goes through DOMPurify.' },
      ],
    },
  },
  {
    // The data layer itself is where TanStack Query is used.
    files: ['shared/src/data/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [CONTRACT_SCHEMAS_AS_TYPES, ...ROUTER_THROUGH_SHARED] }] },
  },
  {
    files: ['**/*.{cjs,mjs,js}', 'e2e/**/*.ts', '**/*.config.ts', 'api/**/*.ts', 'deploy/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Runs in Node but draws the video inside Chromium (page.evaluate).
    files: ['tooling/assets-src/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
