// Plain JavaScript, so that jest does not load TypeScript (through ts-node) to read its own configuration.
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
];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jest-fixed-jsdom',
  // Both cores: jest's own default leaves one to a coordinating process that is idle while tests run.
  maxWorkers: 2,
  testEnvironmentOptions: { customExportConditions: [''] },
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/', '<rootDir>/test/contract/'],
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
  // Pages now render their full content through lazy route modules; a busy machine needs more than 5 s.
  testTimeout: 20000,
  clearMocks: true,
  restoreMocks: true,
};

export default config;
