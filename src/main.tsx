/**
 * The entry: a few hundred bytes that wait for the prerendered page to be painted, then fetch the app and
 * hydrate. Deferred scripts would otherwise run (all of React and MUI) before the browser paints a page it
 * already has, which on a slow phone holds the first view for the whole evaluation.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Resolves after the next frame has been painted (a rAF callback runs just before the paint). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

void afterNextPaint()
  .then(() => import(/* webpackChunkName: "app" */ './app/start'))
  .then(({ start }) => start(container));
