import { screen, waitFor } from '@testing-library/react';

import { ScheduleAccordion } from '../components/schedule-accordion';
import type * as ScheduleAccordionModule from '../components/schedule-accordion';

import { renderWithProviders } from '@test/render';

// The real schedule, counted: it shows no price, so nothing about the exchange rate should render it again.
jest.mock('../components/schedule-accordion', () => {
  const actual: typeof ScheduleAccordionModule = jest.requireActual('../components/schedule-accordion');
  return { ScheduleAccordion: jest.fn(actual.ScheduleAccordion) };
});
const renderedSchedule = jest.mocked(ScheduleAccordion);

describe('/r-training while the exchange rate loads', () => {
  it('renders the parts without prices once: the rate’s request and answer re-render only the prices', async () => {
    const { store } = renderWithProviders(undefined, { route: '/r-training' });
    await screen.findByRole('heading', { level: 2, name: '8-Week Schedule' });
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toContain(
        'fulfilled',
      ),
    );
    expect(renderedSchedule).toHaveBeenCalledTimes(1);
  });
});
