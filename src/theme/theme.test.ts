import { buildTheme } from './theme';

describe('buildTheme', () => {
  it('builds each variant once, so the browser can build it ahead of hydration and reuse it', () => {
    expect(buildTheme()).toBe(buildTheme({ reducedMotion: false }));
    expect(buildTheme({ reducedMotion: true })).toBe(buildTheme({ reducedMotion: true }));
    expect(buildTheme({ reducedMotion: true })).not.toBe(buildTheme());
  });

  it('switches MUI transitions off for reduced motion only', () => {
    expect(buildTheme({ reducedMotion: true }).transitions.create('opacity')).toBe('none');
    expect(buildTheme().transitions.create('opacity')).not.toBe('none');
  });
});
