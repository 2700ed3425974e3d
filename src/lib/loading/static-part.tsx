import { useContext, useState, useSyncExternalStore } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { HydratingPrerenderedPage } from './hydrating-page';

const subscribeToNothing = () => () => {};
/** React reads the server snapshot while it hydrates, and the client's everywhere else in the browser. */
const useAdoptingServerHtml = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** `display: contents`: the wrapper adds no box, so a part keeps its place in a grid or a flex row. */
const contents = { display: 'contents' } as const;

/** Plain same-site links inside the kept HTML still move within the app, as its router links would. */
function followInAppLink(event: MouseEvent<HTMLDivElement>, navigate: (to: string) => void) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  if (event.altKey || !(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
  if (link.hasAttribute('download') || link.origin !== window.location.origin) return;
  // An anchor on the same page (#plans) is the browser's to scroll to.
  if (link.pathname === window.location.pathname && link.hash) return;
  event.preventDefault();
  navigate(`${link.pathname}${link.search}${link.hash}`);
}

/**
 * A part of a prerendered page that never changes (copy, pictures, plain links): the browser keeps the HTML
 * the build wrote, and React never renders or hydrates what is inside. Hydrating copy costs a phone as much
 * as a part that does something (every MUI component's styles are computed again), for nothing.
 *
 * Its children must depend on nothing that changes in the browser (the store, the clock, the visitor):
 * they render only in Node and where the page was not prerendered (a navigation to it within the app),
 * never again after hydration. Links inside keep working: same-site ones through the router.
 */
export function StaticPart({ children }: { children: ReactNode }) {
  const hydratingPage = useContext(HydratingPrerenderedPage);
  const adopting = useAdoptingServerHtml();
  // Decided once, as it mounts: a part mounted while the page hydrated keeps the prerendered HTML for good.
  const [keepsHtml] = useState(hydratingPage && adopting);
  const navigate = useNavigate();
  if (!keepsHtml) return <div style={contents}>{children}</div>;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only follows the links inside, which the keyboard reaches and activates as links
    <div
      style={contents}
      onClick={(event) => followInAppLink(event, navigate)}
      // React adopts the element and leaves what the build wrote inside it alone.
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
