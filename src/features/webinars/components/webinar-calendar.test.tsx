import { act, screen } from '@testing-library/react';

import { WebinarCalendar } from './webinar-calendar';

import type * as ChunkErrors from '@test/chunk-error';
import { becomeIdle, holdIdleCallbacks } from '@test/idle';
import { renderWithProviders } from '@test/render';

// The calendar's own code cannot be fetched: offline, or a deployment replaced it.
jest.mock('./month-calendar', () => {
  throw jest.requireActual<typeof ChunkErrors>('@test/chunk-error').chunkLoadError('month-calendar');
});

describe('a webinar calendar whose code did not arrive', () => {
  it('keeps its placeholder until the browser is idle, then says the page needs a reload', async () => {
    // React reports the error the boundary caught; the test expects it.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    const idle = holdIdleCallbacks();
    renderWithProviders(
      <WebinarCalendar
        webinars={[]}
        now={Date.parse('2031-12-01T06:00:00Z')}
        month="2031-12"
        selectedDay="2031-12-01"
        onMonthChange={() => {}}
        onDaySelect={() => {}}
      />,
    );
    expect(screen.getByRole('status', { name: 'Loading the calendar' })).toBeInTheDocument();

    act(() => becomeIdle(idle));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs a reload');
    expect(screen.queryByRole('status', { name: 'Loading the calendar' })).not.toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ name: 'ChunkLoadError' }),
      expect.any(String),
      expect.stringContaining('ChunkErrorBoundary'),
    );
  });
});
