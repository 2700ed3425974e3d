import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { EMOTION_KEY, composedLayers, createEmotionCache, styleTags } from './emotion-cache';

/** The CSS rules the cache writes for one style (its sheet only collects them). */
function insertedCss(styles: Record<string, string | number>): string {
  const cache = createEmotionCache();
  const serialized = serializeStyles([styles], cache.registered);
  const rules: string[] = [];
  const sheet: typeof cache.sheet = Object.create(cache.sheet);
  sheet.insert = (rule) => {
    rules.push(rule);
  };
  cache.insert(`.${EMOTION_KEY}-${serialized.name}`, serialized, sheet, true);
  return rules.join('');
}

describe('createEmotionCache', () => {
  it('writes each rule once, without the prefixes of browsers we do not support', () => {
    const css = insertedCss({ display: 'flex', transition: 'opacity 200ms', transform: 'scale(2)' });
    expect(css).toContain('display:flex;');
    expect(css).toContain('transition:opacity 200ms;');
    expect(css).toContain('transform:scale(2);');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps the -webkit- prefix of user-select, which Safari still needs', () => {
    const css = insertedCss({ userSelect: 'none' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
  });

  it('keeps prefixed properties a style writes itself', () => {
    const css = insertedCss({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' });
    expect(css).toContain('display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;');
  });
});

describe('styleTags', () => {
  const chunks = [
    { key: 'mui-global', ids: ['g1'], css: 'body{margin:0;}' },
    { key: 'mui', ids: ['a1', 'b2'], css: '.mui-a1{color:red;}.mui-b2{color:blue;}' },
  ];

  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('writes each chunk as Emotion’s server does, marked as already placed', () => {
    expect(styleTags(chunks)).toBe(
      '<style data-emotion="mui-global g1" data-s="">body{margin:0;}</style>' +
        '<style data-emotion="mui a1 b2" data-s="">.mui-a1{color:red;}.mui-b2{color:blue;}</style>',
    );
  });

  it('stays where the prerender put it when Emotion’s default cache starts, and the app’s cache adopts it', () => {
    document.head.innerHTML = `${styleTags(chunks)}<meta name="after">`;
    const [global, regular] = document.head.querySelectorAll('style');

    createCache({ key: 'css' }); // what `@emotion/react` creates as it loads
    expect(document.head.lastElementChild?.getAttribute('name')).toBe('after');
    expect(document.head.querySelectorAll('style')[0]).toBe(global);

    const cache = createEmotionCache();
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(regular?.isConnected).toBe(true);
  });
});

describe('adopting the prerendered styles in the browser', () => {
  const globalStyles = { body: { margin: 0 } };
  const globalName = serializeStyles([globalStyles]).name;
  const prerendered = [
    { key: `${EMOTION_KEY}-global`, ids: [globalName], css: 'body{margin:0;}' },
    { key: EMOTION_KEY, ids: ['a1', 'b2'], css: '.mui-a1{color:red;}.mui-b2{color:blue;}' },
    { key: EMOTION_KEY, ids: ['c3'], css: '.mui-c3{color:green;}' },
  ];

  /** Every style element added to or removed from <head> (a move is both) while `act` runs. */
  async function headMutations(act: () => void | Promise<void>): Promise<Node[]> {
    const moved: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) moved.push(...record.addedNodes, ...record.removedNodes);
    });
    observer.observe(document.head, { childList: true });
    await act();
    moved.push(...observer.takeRecords().flatMap((record) => [...record.addedNodes, ...record.removedNodes]));
    observer.disconnect();
    return moved;
  }

  beforeEach(() => {
    document.head.innerHTML = `<meta name="before">${styleTags(prerendered)}<meta name="after">`;
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('moves no style element: a move re-attaches a whole stylesheet, a long task and a restyle on a phone', async () => {
    const tags = [...document.head.querySelectorAll('style')];
    let cache: ReturnType<typeof createEmotionCache> | undefined;
    const container = document.createElement('div');
    document.body.append(container);
    const moved = await headMutations(async () => {
      cache = createEmotionCache();
      const app = (
        <CacheProvider value={cache}>
          <Global styles={globalStyles} />
        </CacheProvider>
      );
      await act(async () => {
        hydrateRoot(container, app);
      });
    });
    expect(moved).toEqual([]);
    expect([...document.head.querySelectorAll('style')]).toEqual(tags);
    expect(cache?.inserted).toMatchObject({ a1: true, b2: true, c3: true });
    // The tags keep their names, for the next reader (devtools, a second cache).
    expect(tags.map((tag) => tag.getAttribute('data-emotion'))).toEqual([
      `${EMOTION_KEY}-global`,
      `${EMOTION_KEY} a1 b2`,
      `${EMOTION_KEY} c3`,
    ]);
  });

  it('inserts what the page adds later after the prerendered styles, so the cascade is as Emotion’s', () => {
    const cache = createEmotionCache();
    const serialized = serializeStyles([{ color: 'purple' }], cache.registered);
    cache.insert(`.${EMOTION_KEY}-${serialized.name}`, serialized, cache.sheet, true);
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles).toHaveLength(4);
    expect(styles[3]?.previousElementSibling).toBe(styles[2]);
    expect(document.head.lastElementChild?.getAttribute('name')).toBe('after');
  });
});

describe('composedLayers', () => {
  it('gives the regular styles the render produced that are not written yet, and no global style', () => {
    const cache = createEmotionCache();
    cache.compat = true; // as Emotion's server sets it: `inserted` keeps each style's CSS
    cache.inserted = {
      g1: 'body{margin:0;}',
      a1: '.mui-a1{color:red;}',
      b2: '.mui-b2{color:blue;}',
      c3: true,
    };
    cache.registered = { 'mui-a1': 'color:red;', 'mui-b2': 'color:blue;', 'mui-c3': 'color:green;' };
    const written = [{ key: 'mui', ids: ['a1'], css: '.mui-a1{color:red;}' }];

    expect(composedLayers(cache, written)).toEqual([
      { key: 'mui', ids: ['b2'], css: '.mui-b2{color:blue;}' },
    ]);
    expect(composedLayers(cache, [...written, { key: 'mui', ids: ['b2'], css: '' }])).toEqual([]);
  });
});
