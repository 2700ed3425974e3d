import { screen } from '@testing-library/react';

import { EventDetailsHtml } from './event-details-html';

import { currentPage } from '@/lib/loading/chunk-load';

import type * as ChunkErrors from '@test/chunk-error';
import { renderWithProviders } from '@test/render';

// DOMPurify's chunk cannot be fetched: offline, or a deployment replaced it.
jest.mock('dompurify', () => {
  throw jest.requireActual<typeof ChunkErrors>('@test/chunk-error').chunkLoadError('dompurify');
});

describe('event details whose sanitizer did not arrive', () => {
  it('say the page needs a reload and offer one, and never show the unsanitized HTML', async () => {
    const reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <EventDetailsHtml html="<p>Agenda</p><img src=x onerror=alert(1)>" />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs a reload');
    expect(screen.queryByText('Agenda')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
