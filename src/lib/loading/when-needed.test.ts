import type * as WhenNeededModule from './when-needed';

import { FakeIntersectionObserver } from '@test/intersection-observer';
import { isSettled } from '@test/settled';

// A fresh module for each test: once everything is needed, the module stays so.
let whenNeeded: typeof WhenNeededModule.whenNeeded;
let needEverythingNow: typeof WhenNeededModule.needEverythingNow;

function footerOnThePage(): HTMLElement {
  const footer = document.createElement('footer');
  footer.id = 'site-footer';
  footer.innerHTML = '<input aria-label="Email address" />';
  document.body.append(footer);
  return footer;
}

describe('whenNeeded', () => {
  beforeEach(() => {
    jest.isolateModules(() => {
      ({ whenNeeded, needEverythingNow } = jest.requireActual<typeof WhenNeededModule>('./when-needed'));
    });
    FakeIntersectionObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeIntersectionObserver,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    document.body.innerHTML = '';
  });

  it('waits until the element comes near the viewport', async () => {
    const footer = footerOnThePage();
    const needed = whenNeeded('site-footer', 300);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.observed).toEqual([footer]);
    expect(observer?.options.rootMargin).toBe('300px 0px');

    observer?.report(false);
    expect(await isSettled(needed)).toBe(false);
    observer?.report(true);
    expect(await isSettled(needed)).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it('does not wait any longer once the visitor focuses something inside it', async () => {
    const footer = footerOnThePage();
    const needed = whenNeeded('site-footer');
    footer.querySelector('input')?.focus();
    expect(await isSettled(needed)).toBe(true);
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });

  it('does not wait any longer once everything is needed now (the visitor navigates)', async () => {
    footerOnThePage();
    const needed = whenNeeded('site-footer');
    expect(await isSettled(needed)).toBe(false);
    needEverythingNow();
    expect(await isSettled(needed)).toBe(true);
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });

  it('does not wait at all once everything is needed (a page the browser renders itself)', async () => {
    needEverythingNow();
    footerOnThePage();
    expect(await isSettled(whenNeeded('site-footer'))).toBe(true);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('does not wait when the page has no such element', async () => {
    expect(await isSettled(whenNeeded('site-footer'))).toBe(true);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('does not wait without IntersectionObserver', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    footerOnThePage();
    expect(await isSettled(whenNeeded('site-footer'))).toBe(true);
  });
});
