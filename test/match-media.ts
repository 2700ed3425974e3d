/** A `MediaQueryList` for `query` that answers `matches` and never changes. */
export function stillMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** Makes `matchMedia` answer every query with `matches(query)`, for a test of a layout or motion choice. */
export function answerMediaQueries(matches: (query: string) => boolean): void {
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => stillMediaQuery(query, matches(query)));
}
