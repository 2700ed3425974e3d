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

/** Lets the browser handle input between two long pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(root: HTMLElement) {
  await afterNextPaint();
  // One chunk ("app"), evaluated in three tasks instead of one long one: React, then the styling engine,
  // then the rest of the app. The same files load whichever import asks first.
  await import(/* webpackChunkName: "app" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackChunkName: "app" */ '@emotion/react');
  await yieldToBrowser();
  const { start } = await import(/* webpackChunkName: "app" */ './app/start');
  await start(root);
}

void boot(container);
