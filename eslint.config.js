import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.react-router/**', 'data/**', 'tmp/**', 'drizzle/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // House rules 1-2: imports go one way (shared -> features -> routes / server/api).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './app', from: './server', message: 'app/ must not import server/ (house rule 1)' },
            { target: './db', from: './app/features', message: 'db/ is shared: it must not import features' },
            { target: './app/components', from: './app/routes', message: 'components must not import routes' },
            { target: './app/features', from: './app/routes', message: 'features must not import routes' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures: `use` is the fixture callback (not a React hook) and `{}` means "no fixtures".
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
