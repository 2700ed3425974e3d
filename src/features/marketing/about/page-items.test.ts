import { pageCountFor, pageItems } from './page-items';

const render = (current: number, count: number) =>
  pageItems(current, count)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pageItems', () => {
  it('shows the first, the last and the neighbours of the current page, with ellipses between', () => {
    expect(render(1, 5)).toBe('1 2 … 5');
    expect(render(3, 5)).toBe('1 2 3 4 5');
    expect(render(5, 5)).toBe('1 … 4 5');
    expect(render(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(render(2, 10)).toBe('1 2 3 … 10');
  });

  it('never shows an ellipsis for fewer than four pages', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(1, 2)).toBe('1 2');
    expect(render(1, 3)).toBe('1 2 3');
  });

  it('names the two gaps apart, so they can be keyed', () => {
    const gaps = pageItems(5, 10).filter((item) => item.kind === 'gap');
    expect(gaps).toEqual([
      { kind: 'gap', key: 'start-gap' },
      { kind: 'gap', key: 'end-gap' },
    ]);
  });
});

describe('pageCountFor', () => {
  it('rounds up and never goes below one page', () => {
    expect(pageCountFor(52, 12)).toBe(5);
    expect(pageCountFor(48, 12)).toBe(4);
    expect(pageCountFor(0, 12)).toBe(1);
  });
});
