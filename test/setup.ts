import '@testing-library/jest-dom';

import { testConfig } from './config';
import { resetHandlerState } from './msw/handlers';
import { server } from './msw/server';

import { resetBaseQueryForTests } from '@/lib/base-api';
import { resetConfigForTests } from '@/lib/config';

window.__APP_CONFIG__ = testConfig;

// jsdom has no layout: give the APIs MUI and the pages touch harmless stand-ins.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetHandlerState();
  resetConfigForTests();
  resetBaseQueryForTests();
  window.__APP_CONFIG__ = testConfig;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
