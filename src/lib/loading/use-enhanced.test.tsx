import { act, render, screen } from '@testing-library/react';

import { useEnhanced } from './use-enhanced';

function Probe() {
  return <p>{useEnhanced() ? 'enhanced' : 'as prerendered'}</p>;
}

describe('useEnhanced', () => {
  it('keeps the prerendered form through the first render and switches once the browser is idle', () => {
    const idle: IdleRequestCallback[] = [];
    jest.spyOn(window, 'requestIdleCallback').mockImplementation((callback) => {
      idle.push(callback);
      return idle.length;
    });
    render(<Probe />);
    expect(screen.getByText('as prerendered')).toBeInTheDocument();
    expect(idle).toHaveLength(1);

    act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    expect(screen.getByText('enhanced')).toBeInTheDocument();
  });

  it('cancels the idle callback when the component goes away first', () => {
    jest.spyOn(window, 'requestIdleCallback').mockImplementation(() => 7);
    const cancel = jest.spyOn(window, 'cancelIdleCallback');
    const { unmount } = render(<Probe />);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
