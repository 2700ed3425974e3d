import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { testConfig } from './config';
import { resetHandlerState } from './msw/handlers';
import { server } from './msw/server';

import { resetIdentityLoaderForTests } from '@/features/auth/identity-loader';
import { resetBaseQueryForTests } from '@/lib/base-api';
import { resetConfigForTests } from '@/lib/config';

window.__APP_CONFIG__ = testConfig;

// Routes are lazy modules: the first render of a full page (about has ~50 outlet cards and a dozen MUI
// components) can take longer than the default 1 s to load and draw on a busy machine.
configure({ asyncUtilTimeout: 5000 });

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

// Observers that carousels and animate-on-scroll create: jsdom has no layout, so nothing is ever observed.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;

// "Idle after first paint" never comes in jest: the identity library loads only when a test asks for it
// (Login, a protected page, the sign-in callback), so its state updates happen inside the test's act.
window.requestIdleCallback = () => 0;
window.cancelIdleCallback = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetHandlerState();
  resetIdentityLoaderForTests();
  resetConfigForTests();
  resetBaseQueryForTests();
  window.__APP_CONFIG__ = testConfig;
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
