import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { testConfig } from './config';
import { stillMediaQuery } from './match-media';
import { resetHandlerState } from './msw/handlers';
import { server } from './msw/server';

import { EMOTION_KEY } from '@/app/emotion-cache';
import { resetIdentityLoaderForTests } from '@/features/auth/identity-loader';
import { resetBaseQueryForTests } from '@/lib/base-api';
import { resetConfigForTests } from '@/lib/config';

window.__APP_CONFIG__ = testConfig;

// Whole-app renders load their route's module first; on a busy 2-core machine the first one of a file can take
// seconds, so find* queries wait up to 10 s (jest.config.mjs gives a test 20 s). The defaults, 1 s and 5 s,
// failed correct pages under load.
configure({ asyncUtilTimeout: 10_000 });

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

// Each render makes its own Emotion cache (src/app/provider.tsx), which writes its styles afresh, but nothing
// takes the earlier tests' tags out of <head>. jsdom's getComputedStyle, which every role query calls for
// every element it looks at, walks all of those rules: each test ran slower than the one before it.
afterEach(() => {
  // eslint-disable-next-line testing-library/no-node-access -- the harness's own cleanup, not a test's query
  for (const tag of document.head.querySelectorAll(`style[data-emotion="${EMOTION_KEY}"]`)) tag.remove();
});
