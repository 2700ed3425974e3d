import { act, render, screen } from '@testing-library/react';

import { RevealOnScroll } from './reveal-on-scroll';

import { answerMediaQueries } from '@test/match-media';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** An IntersectionObserver the test drives: it remembers its callback and options. */
class DrivenObserver {
  static last: DrivenObserver | undefined;
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    DrivenObserver.last = this;
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

function placeAt(top: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

function reduceMotion(reduce: boolean) {
  answerMediaQueries((query) => reduce && query.includes('reduce'));
}

const content = () => screen.getByText('Below the fold');
// eslint-disable-next-line testing-library/no-node-access -- the wrapper's state is what is under test
const wrapper = () => content().parentElement;

const renderReveal = () =>
  render(
    <RevealOnScroll durationMs={2000}>
      <p>Below the fold</p>
    </RevealOnScroll>,
  );

describe('RevealOnScroll', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    DrivenObserver.last = undefined;
    window.IntersectionObserver = DrivenObserver as unknown as typeof IntersectionObserver;
    reduceMotion(false);
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('hides content below the fold until it comes 120 px into view, then reveals it for good', () => {
    placeAt(5000);
    renderReveal();
    expect(wrapper()).toHaveAttribute('data-reveal', 'waiting');
    expect(DrivenObserver.last?.options.rootMargin).toBe('0px 0px -120px 0px');

    act(() => DrivenObserver.last?.callback([{ isIntersecting: false }]));
    expect(wrapper()).toHaveAttribute('data-reveal', 'waiting');
    act(() => DrivenObserver.last?.callback([{ isIntersecting: true }]));
    expect(wrapper()).toHaveAttribute('data-reveal', 'shown');
    expect(DrivenObserver.last?.disconnected).toBe(true);
  });

  it('never hides what the visitor already sees on a page that has not scrolled', () => {
    placeAt(200);
    renderReveal();
    expect(wrapper()).not.toHaveAttribute('data-reveal');
    expect(DrivenObserver.last).toBeUndefined();
  });

  it('does nothing under reduced motion', () => {
    reduceMotion(true);
    placeAt(5000);
    renderReveal();
    expect(wrapper()).not.toHaveAttribute('data-reveal');
    expect(DrivenObserver.last).toBeUndefined();
  });

  it('leaves nothing hidden when it goes away before being seen', () => {
    placeAt(5000);
    const { unmount } = renderReveal();
    const element = wrapper();
    unmount();
    expect(element).not.toHaveAttribute('data-reveal');
    expect(DrivenObserver.last?.disconnected).toBe(true);
  });
});
