import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import { visitorClock } from './time';
import { useVisitorClock } from './use-now';

describe('useVisitorClock', () => {
  it('is unknown (undefined) in Node, then the browser’s clock, read without Intl', () => {
    const dateFormat = jest.spyOn(Intl, 'DateTimeFormat');
    function Probe() {
      return <>{useVisitorClock() === undefined ? 'unknown' : 'known'}</>;
    }
    expect(renderToString(<Probe />)).toBe('unknown');
    const { result } = renderHook(() => useVisitorClock());
    expect(result.current).toBe(visitorClock);
    expect(dateFormat).not.toHaveBeenCalled();
    dateFormat.mockRestore();
  });
});
