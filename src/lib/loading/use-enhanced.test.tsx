import { act, render, screen } from '@testing-library/react';

import { useEnhanced } from './use-enhanced';

import { holdIdleCallbacks, idleDeadline } from '@test/idle';
import { FakeIntersectionObserver } from '@test/intersection-observer';

function Probe({ nearElementId }: { nearElementId?: string }) {
  return <p id="probe">{useEnhanced(nearElementId) ? 'enhanced' : 'as prerendered'}</p>;
}

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
    const original = window.IntersectionObserver;
    const observer = () => FakeIntersectionObserver.instances[0];
    beforeEach(() => {
      FakeIntersectionObserver.instances = [];
      window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      window.IntersectionObserver = original;
    });

    it('waits until the element is in view, then until the browser is idle', async () => {
      const idle = holdIdleCallbacks();
      render(<Probe nearElementId="probe" />);
      expect(observer()?.observed).toEqual([screen.getByText('as prerendered')]);
      expect(observer()?.options.rootMargin).toBe('0px 0px');

      await act(async () => observer()?.report(false));
      expect(idle).toHaveLength(0);
      await act(async () => observer()?.report(true));
      expect(idle).toHaveLength(1);
      expect(screen.getByText('as prerendered')).toBeInTheDocument();

      act(() => idle[0]?.(idleDeadline));
      expect(screen.getByText('enhanced')).toBeInTheDocument();
    });

    it('does not start when the component went away before the element came into view', async () => {
      const idle = holdIdleCallbacks();
      const { unmount } = render(<Probe nearElementId="probe" />);
      unmount();
      await act(async () => observer()?.report(true));
      expect(idle).toHaveLength(0);
    });
  });
});
