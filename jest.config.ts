/**
 * @jest-config-loader esbuild-register
 */
// jest reads this file through esbuild-register (the docblock above): esbuild strips the types in a few
// milliseconds, where jest's default, ts-node, would load the TypeScript compiler first.
import type { Config } from 'jest';

// msw 2 ships a few ESM-only packages; they must be transformed like our own sources.
const esmPackages = [
  'msw',
  '@mswjs',
  'rettime',
  'until-async',
  '@open-draft',
  'headers-polyfill',
  'outvariant',
  'strict-event-emitter',
  '@bundled-es-modules',
  // The backend's schemas (server/backend/wire.ts), which the msw handlers check requests with.
  'typebox',
];

const config: Config = {
  testEnvironment: 'jest-fixed-jsdom',
  // Both cores: jest's own default leaves one to a coordinating process that is idle while tests run.
  maxWorkers: 2,
  // Nothing leaks at the end of a run ("A worker process has failed to exit gracefully" was time): a worker
  // told to end finishes its last file's teardown, then Node frees its heap. Traced on the busy 2-core
  // machine, that took 500 to 700 ms for a worker that had run the name fonts' tests (HarfBuzz's
  // WebAssembly memory, 129 MB, now built outside the workers; fontkit's 0.5 MB bundle, evaluated per test
  // file), and jest kills a worker still exiting after 500 ms. The grace comes from that measurement, with
  // room for a machine three times slower.
  workerGracefulExitTimeout: 3000,
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/renderer/page', '<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/', '<rootDir>/test/contract/'],
  // The name fonts' subsets, built once outside the workers (test/test-fonts.ts says why).
  globalSetup: '<rootDir>/test/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  transform: {
    // The certificate's font subsets list: faces with addresses the msw handler for fonts answers.
    '^.+\\.subsets$': '<rootDir>/test/font-subsets-transform.cjs',
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@test/(.*)$': '<rootDir>/test/$1',
    '\\.(png|jpe?g|gif|svg|webp|avif|mp4|pdf)$': '<rootDir>/test/file-stub.ts',
  },
  // Set from the slowest machine measured (2 cores shared by four sessions, load 12): whole-app tests took
  // 20 to 30 s there and failed at the old 20 s. One limit for every file; a test ends as soon as it passes.
  testTimeout: 90_000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
