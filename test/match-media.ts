/** Makes `matchMedia` answer every query with `matches(query)`, for a test of a layout or motion choice. */
export function answerMediaQueries(matches: (query: string) => boolean): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
