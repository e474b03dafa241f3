import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layerZones } from './scripts/layer-zones.mjs';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'server/db/migrations', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // No import circles anywhere (decision 029): a type-only import does not count.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The layers (docs/decisions/066): a lower layer never imports a higher one. Tests may.
    files: ['core/**', 'server/**', 'web/src/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.pg-test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones() }] },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // The widget script offices load on their own sites (web/public/embed.js): a plain browser script.
    files: ['web/public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        ['document', 'window', 'self', 'URL', 'URLSearchParams', 'CustomEvent'].map((name) => [
          name,
          'readonly',
        ]),
      ),
    },
  },
);
