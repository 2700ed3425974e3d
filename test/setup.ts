import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { testConfig } from './config';
import { stillMediaQuery } from './match-media';
import { checkMockedAnswers, mockedAnswersProblems } from './msw/contract-check';
import { resetHandlerState } from './msw/handlers';
import { server } from './msw/server';

import { EMOTION_KEY } from '@/app/emotion-cache';
import { resetIdentityLoaderForTests } from '@/features/auth/identity-loader';
import { loadProgressSync } from '@/features/courses/player/sync-loader';
import { resetAccessTokensForTests, withdrawAccessTokens } from '@/lib/access-token';
import { resetBaseQueryForTests } from '@/lib/base-api';
import { resetConfigForTests } from '@/lib/config';

window.__APP_CONFIG__ = testConfig;

// How long a find* query waits for a state, once for every test: whole-app renders load their route's module
// first, and on the 2-core machine shared by four sessions (load 12) one file's first find took more than the
// 10 s this was before. A find returns as soon as its state is there, so the ceiling costs a fast machine
// nothing (jest.config.ts's testTimeout leaves room for three of them).
configure({ asyncUtilTimeout: 30_000 });

// jsdom has no layout: give the APIs MUI and the pages touch harmless stand-ins.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = jest.fn();
// Every media query is false unless a test says otherwise (answerMediaQueries).
window.matchMedia ??= (query: string) => stillMediaQuery(query, false);

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

// React 19 reads a form's fields with `new FormData(form, submitter)` when a submit starts a transition (a form
// that navigates, as the certificate check does). jest-fixed-jsdom gives Node's FormData, which takes no form:
// read the form's named fields the way a browser does.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      const field = element as HTMLInputElement;
      const checkable = field.type === 'checkbox' || field.type === 'radio';
      const isButton = ['submit', 'button', 'reset', 'image'].includes(field.type);
      if (!field.name || field.disabled || (checkable && !field.checked) || (isButton && field !== submitter))
        continue;
      this.append(field.name, field.value);
    }
  }
} as typeof FormData;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  checkMockedAnswers();
});
// Like a page whose identity library found no session: calls go without a token unless a test signs in.
beforeEach(() => withdrawAccessTokens());
afterEach(async () => {
  // A test that loaded the progress sync (as the app does, through its loader) stops it. Imported here, it would
  // bring the course progress into every test's store, where a public page has none.
  const sync = loadProgressSync.started();
  loadProgressSync.reset();
  await sync?.then(
    ({ stopProgressSyncsForTests }) => stopProgressSyncsForTests(),
    () => undefined,
  );
  server.resetHandlers();
  resetHandlerState();
  resetIdentityLoaderForTests();
  resetConfigForTests();
  resetBaseQueryForTests();
  resetAccessTokensForTests();
  window.__APP_CONFIG__ = testConfig;
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Last, so a mock's drift fails its test without leaving the next one a dirty page.
  const problems = await mockedAnswersProblems();
  if (problems.length > 0)
    throw new Error(`The mocks answered off the backend's document:\n${problems.join('\n')}`);
});
afterAll(() => server.close());

// Each render makes its own Emotion cache (src/app/provider.tsx), which writes its styles afresh, but nothing
// takes the earlier tests' tags out of <head>. jsdom's getComputedStyle, which every role query calls for
// every element it looks at, walks all of those rules: each test ran slower than the one before it.
afterEach(() => {
  // eslint-disable-next-line testing-library/no-node-access -- the harness's own cleanup, not a test's query
  for (const tag of document.head.querySelectorAll(`style[data-emotion="${EMOTION_KEY}"]`)) tag.remove();
});
