/** The footer's step over the journeys' `Site`: the routes journey's, and every Chromium spec that checks a whole page. */
import { expect } from '../../harness/site';
import type { Site } from '../../harness/site';

/**
 * Scrolls to the footer and waits until React has adopted it: it hydrates as the visitor comes near
 * (src/app/layout/app-shell.tsx), so a check of the whole page (a hydration mismatch is a console error)
 * brings it in first. React keeps its fiber on each element it has adopted; the prerendered footer has none.
 * It scrolls again while it waits, as a visitor would: a page whose list arrives after the first scroll (the
 * webinars) grows and carries the footer out of view again.
 *
 * It scrolls instantly: the site's stylesheet makes the window glide (`scroll-behavior: smooth`), and a glide
 * still under way when this returns moves the window after the test has read where it stands (the Back
 * tests in scroll.spec.ts read the end of /events, and the window then went on a few pixels).
 */
export async function hydrateFooter(site: Site): Promise<void> {
  await expect
    .poll(() =>
      site.evaluate(() => {
        const footer = document.querySelector('footer');
        if (footer === null) return false;
        if (Object.keys(footer).some((key) => key.startsWith('__reactFiber$'))) return true;
        footer.scrollIntoView({ behavior: 'instant' });
        return false;
      }),
    )
    .toBe(true);
}
