import { scrollAfterNavigation } from './scroll-on-navigate';

const at = (pathname: string, hash = '', key = 'new') => ({ pathname, hash, key });

describe('scrollAfterNavigation', () => {
  const positions = new Map([['left', 4806]]);

  it('opens a new page at its top', () => {
    expect(scrollAfterNavigation(at('/events'), at('/privacy-policy'), 'PUSH', positions)).toEqual({
      kind: 'top',
    });
    expect(scrollAfterNavigation(at('/events'), at('/privacy-policy'), 'REPLACE', positions)).toEqual({
      kind: 'top',
    });
  });

  it('returns to where the visitor left an entry on Back and Forward', () => {
    expect(scrollAfterNavigation(at('/privacy-policy'), at('/events', '', 'left'), 'POP', positions)).toEqual(
      { kind: 'restore', y: 4806 },
    );
  });

  it('opens an entry it has no position for as a new page would', () => {
    expect(scrollAfterNavigation(at('/privacy-policy'), at('/events', '', 'gone'), 'POP', positions)).toEqual(
      { kind: 'top' },
    );
  });

  it('restores only on Back and Forward, never on a new visit to the same entry key', () => {
    expect(
      scrollAfterNavigation(at('/privacy-policy'), at('/events', '', 'left'), 'PUSH', positions),
    ).toEqual({ kind: 'top' });
  });

  it('opens a new page at its anchor instantly', () => {
    expect(scrollAfterNavigation(at('/'), at('/r-training', '#plans'), 'PUSH', positions)).toEqual({
      kind: 'anchor',
      id: 'plans',
      instant: true,
    });
  });

  it("scrolls to an anchor on the same page, as the theme scrolls, when the router's link went there", () => {
    expect(
      scrollAfterNavigation(
        at('/privacy-policy'),
        at('/privacy-policy', '#data%20we%20keep'),
        'PUSH',
        positions,
      ),
    ).toEqual({ kind: 'anchor', id: 'data we keep', instant: false });
  });

  it('leaves the window to the browser for an anchor followed on the page, and for Back within it', () => {
    // The browser has scrolled to it; its entry's key is "default", the first page's too.
    expect(
      scrollAfterNavigation(at('/r-training'), at('/r-training', '#plans', 'default'), 'POP', positions),
    ).toEqual({ kind: 'stay' });
    expect(scrollAfterNavigation(at('/r-training'), at('/r-training', '', 'left'), 'POP', positions)).toEqual(
      {
        kind: 'stay',
      },
    );
  });

  it('leaves the page where it is when only the query changes, or the anchor cannot be read', () => {
    expect(scrollAfterNavigation(at('/events'), at('/events'), 'REPLACE', positions)).toEqual({
      kind: 'stay',
    });
    expect(scrollAfterNavigation(at('/events'), at('/events', '#%E0%A4%A'), 'PUSH', positions)).toEqual({
      kind: 'stay',
    });
  });
});
