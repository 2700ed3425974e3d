import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { ErrorInfo } from 'react-dom/client';

import { replayClicks } from './early-clicks';
import { PRERENDERED_ATTRIBUTE } from './preload';

import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter } from '@/app/router';
import { makeStore } from '@/app/store';
import { preloadAccountMenuIfRemembered } from '@/features/auth/account-menu-loader';
import { ConfigError, getConfig } from '@/lib/config';
import { HydratingPrerenderedPage } from '@/lib/loading/hydrating-page';
import { needEverythingNow } from '@/lib/loading/when-needed';
import { yieldToBrowser } from '@/lib/loading/yield-to-browser';
import { pageDataRestored, readPageData } from '@/lib/page-data';
import { buildTheme } from '@/theme/theme';

/**
 * A hydration mismatch is a bug in a page (it read browser state while rendering): React recovers by
 * rendering on the client, and we say so in the console, where the browser tests fail on it.
 */
function reportRecoverableError(error: unknown, info: ErrorInfo) {
  console.error(
    'Hydration mismatch: the page rendered differently in the browser than prerendered.',
    error,
    info,
  );
}

function showConfigurationError(root: HTMLElement, error: unknown) {
  // A broken deployment says what is wrong instead of showing a page that cannot work.
  const message = error instanceof ConfigError ? error.message : String(error);
  root.innerHTML = '';
  const notice = document.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'font: 16px system-ui, sans-serif; margin: 2rem; color: #8a1c1c';
  notice.textContent = `This site is misconfigured. ${message}`;
  root.append(notice);
  console.error(message);
}

/** The attribute on <html> that says the page has hydrated and answers input (browser tests wait for it). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** The head's tags that every page renders for itself (PageTitle). */
const FRAME_HEAD_TAGS = 'title, meta[name="description"], meta[name="robots"]';

/**
 * Effects run once the first render (hydration included) has committed: from then on input is handled, and
 * `onInteractive` runs (the replay of clicks held on a page rendered anew, whose controls exist only now).
 */
function MarkInteractive({ onInteractive }: { onInteractive?: () => void }) {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, 'true');
    onInteractive?.();
  }, [onInteractive]);
  return null;
}

/**
 * Step 5 of the start-up (entry.ts): starts the app in `root`. Hydrates the prerendered page, or renders a
 * page the browser alone renders, then replays the clicks held since step 1.
 */
export async function start(root: HTMLElement) {
  try {
    getConfig();
  } catch (error) {
    showConfigurationError(root, error);
    return;
  }
  // Each piece of start-up work in a task of its own, so that none holds the main thread for long: the
  // store, the theme, then the router with the page's own code (so the first render is the page, as
  // prerendered).
  // A visitor this browser remembers signed in: the account menu's code downloads while the page hydrates,
  // so the avatar is there when the cached profile swaps in.
  preloadAccountMenuIfRemembered();
  const store = makeStore();
  // A data page was prerendered from a snapshot of the backend (src/lib/page-data.ts): the store starts
  // with it, so hydration renders the same cards (its queries ask the backend again once they show).
  const pageData = readPageData(document);
  if (pageData) store.dispatch(pageDataRestored(pageData));
  await yieldToBrowser();
  buildTheme();
  await yieldToBrowser();
  const router = await createAppRouter();
  // A navigation re-renders the shell, and React holds it for a part still waiting to hydrate (the footer).
  const stopListening = router.subscribe(() => {
    stopListening();
    needEverythingNow();
  });
  await yieldToBrowser();
  const app = (onInteractive?: () => void) => (
    <StrictMode>
      <MarkInteractive onInteractive={onInteractive} />
      <AppProvider store={store}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    // In a transition, hydration yields to the browser every few milliseconds instead of blocking the main
    // thread for the whole page; the page is already visible, so nothing waits for it. The parts that never
    // change keep their prerendered HTML (StaticPart).
    startTransition(() => {
      hydrateRoot(root, <HydratingPrerenderedPage value>{app()}</HydratingPrerenderedPage>, {
        onRecoverableError: reportRecoverableError,
      });
    });
    // React listens on the root now: each click held on the prerendered page is made again at once, and React
    // hydrates the part it lands on before handling it (early-clicks.ts). Outside the transition, so what the
    // click changes is an urgent update, as a click's is.
    replayClicks(root);
  } else {
    // Signed-in and data-addressed pages (not prerendered): the shell's placeholder is replaced, footer and
    // all, so no part of it waits for the visitor. The whole page is rendered at once (header, page and
    // footer, every one of their styles serialized), which on a phone held the main thread for most of a
    // second in one task (a certificate's page: 0.8 s at 7.55x). In a transition React renders it in slices
    // that yield to the browser, and only the commit is one task; the shell or frame stays on screen until
    // then, as it did, so the visitor sees the same.
    // A click held on the shell or frame is made again on its counterpart once the page has committed (the
    // frame's own button, replaced by then, would take it and do nothing).
    // The shell's or frame's own title, description and robots tags make way for the page's (React renders
    // them into the head beside these): a document holds one of each.
    const framesHead = [...document.head.querySelectorAll(FRAME_HEAD_TAGS)];
    needEverythingNow();
    startTransition(() =>
      createRoot(root).render(
        app(() => {
          for (const tag of framesHead) tag.remove();
          replayClicks(root);
        }),
      ),
    );
  }
}
