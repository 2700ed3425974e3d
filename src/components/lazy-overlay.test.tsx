import { render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';

import { LazyOverlay } from './lazy-overlay';

import { chunkLoadError } from '@test/chunk-error';

const Dialog = lazy(() => Promise.resolve({ default: () => <div role="dialog">Details</div> }));
const Unreachable = lazy(() => Promise.reject(chunkLoadError('event-details')));

describe('LazyOverlay', () => {
  beforeEach(() => {
    // React reports the error a boundary caught; the test expects it.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the part once its code has arrived, and nothing before', async () => {
    render(
      <main>
        <p>The page</p>
        <LazyOverlay>
          <Dialog />
        </LazyOverlay>
      </main>,
    );
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toHaveTextContent('Details');
  });

  it('says over the page that it needs a reload when the code cannot be fetched', async () => {
    render(
      <LazyOverlay>
        <Unreachable />
      </LazyOverlay>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs a reload');
  });

  it('says nothing of a failure that the visitor did not ask to see', async () => {
    const { container } = render(
      <LazyOverlay showFailure={false}>
        <Unreachable />
      </LazyOverlay>,
    );
    // The boundary has caught the failure (React reports what a boundary caught).
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
