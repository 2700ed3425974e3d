import { act, render, screen } from '@testing-library/react';

import { useEnhanced } from './use-enhanced';

function Probe({ nearElementId }: { nearElementId?: string }) {
  return <p id="probe">{useEnhanced(nearElementId) ? 'enhanced' : 'as prerendered'}</p>;
}

/** Idle callbacks the test runs by hand. */
function holdIdleCallbacks(): IdleRequestCallback[] {
  const idle: IdleRequestCallback[] = [];
  jest.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => {
    idle.push(callback);
    return idle.length;
  });
  return idle;
}

const idleDeadline = { didTimeout: false, timeRemaining: () => 50 };

describe('useEnhanced', () => {
  it('keeps the prerendered form through the first render and switches once the browser is idle', () => {
    const idle = holdIdleCallbacks();
    render(<Probe />);
    expect(screen.getByText('as prerendered')).toBeInTheDocument();
    expect(idle).toHaveLength(1);

    act(() => idle[0]?.(idleDeadline));
    expect(screen.getByText('enhanced')).toBeInTheDocument();
  });

  it('cancels the idle callback when the component goes away first', () => {
    jest.spyOn(window, 'requestIdleCallback').mockImplementation(() => 7);
    const cancel = jest.spyOn(window, 'cancelIdleCallback');
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  describe('given the element it enhances', () => {
    let report: ((isIntersecting: boolean) => void) | undefined;
    let observed: Element[];
    let rootMargin: string | undefined;
    const original = window.IntersectionObserver;
    beforeEach(() => {
      observed = [];
      window.IntersectionObserver = class {
        constructor(
          callback: (entries: { isIntersecting: boolean }[]) => void,
          options?: IntersectionObserverInit,
        ) {
          report = (isIntersecting) => callback([{ isIntersecting }]);
          rootMargin = options?.rootMargin;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      window.IntersectionObserver = original;
    });

    it('waits until the element is in view, then until the browser is idle', async () => {
      const idle = holdIdleCallbacks();
      render(<Probe nearElementId="probe" />);
      expect(observed).toEqual([screen.getByText('as prerendered')]);
      expect(rootMargin).toBe('0px 0px');

      await act(async () => report?.(false));
      expect(idle).toHaveLength(0);
      await act(async () => report?.(true));
      expect(idle).toHaveLength(1);
      expect(screen.getByText('as prerendered')).toBeInTheDocument();

      act(() => idle[0]?.(idleDeadline));
      expect(screen.getByText('enhanced')).toBeInTheDocument();
    });

    it('does not start when the component went away before the element came into view', async () => {
      const idle = holdIdleCallbacks();
      const { unmount } = render(<Probe nearElementId="probe" />);
      unmount();
      await act(async () => report?.(true));
      expect(idle).toHaveLength(0);
    });
  });
});
