/** /events' steps over the journeys' `Site`: the events journey's, and events.spec.ts's in Chromium. */
import { expect } from '../../harness/site';
import type { Site } from '../../harness/site';

/** Seeded by the local backend (server/backend/seed-content.ts); dates move with the day it runs. */
export const bootcamp = 'R for Clinical Trials: Hands-on Bootcamp';
export const leadingChange = 'Leadership Development Program: Leading Through Change';
export const staticProgram = 'Leadership Development Program';

export const eventList = (site: Site) => site.getByRole('list', { name: 'Events' });

/** The event's View Details button on its card. */
export const detailsButton = (site: Site, title: string) =>
  eventList(site)
    .getByRole('listitem')
    .filter({ has: site.getByRole('heading', { name: title }) })
    .getByRole('button', { name: 'View Details' });

/** Opens an event's details from its card. */
export async function openDetails(site: Site, title: string = bootcamp) {
  await detailsButton(site, title).click();
  const dialog = site.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The bootcamp's details: its training link opens safely elsewhere, Register (no registration link)
 * acknowledges in place, Escape closes and gives focus back to the card's button.
 */
export async function registerForBootcampAndClose(site: Site) {
  const dialog = await openDetails(site, bootcamp);
  const trainingLink = dialog.getByRole('link', { name: 'R training page' });
  await expect(trainingLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(trainingLink).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Registration for "${bootcamp}" will be processed shortly.`,
  );
  await site.press('Escape');
  await expect(site.getByRole('dialog')).toBeHidden();
  await expect(detailsButton(site, bootcamp)).toBeFocused();
}
