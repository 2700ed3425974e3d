/** The certificate check's steps over the journeys' `Site`: the verification journey's, and certificates.spec.ts's. */
import { expect } from '../../harness/site';
import type { Site } from '../../harness/site';

/** Where the page answers for an id. */
export const result = (site: Site) => site.getByRole('region', { name: 'Result' });

/** The id field, by its label. */
export const idField = (site: Site) => site.getByRole('textbox', { name: 'Certificate ID' });

/** Types what a person read off a certificate into /verify and sends it; the page moves to the id's own address. */
export async function checkTyped(site: Site, typed: string, id: string) {
  await site.goto('/verify');
  await expect(site.getByRole('heading', { level: 1, name: 'Verify a Certificate' })).toBeVisible();
  await idField(site).fill(typed);
  await site.getByRole('button', { name: 'Verify' }).click();
  await site.waitForURL(new RegExp(`/verify/${id}$`));
}

/** The page says the certificate is valid, with the learner's name, the course and the issuer. */
export async function expectValid(site: Site, { name, course }: { name: string; course: string }) {
  await expect(result(site).getByRole('heading', { name: 'Valid' })).toBeVisible();
  await expect(result(site).getByText(name, { exact: true })).toBeVisible();
  await expect(result(site).getByText(course, { exact: true })).toBeVisible();
  await expect(result(site).getByText('MindBridge Consulting', { exact: true })).toBeVisible();
}

/** The page says the certificate was revoked, and on which day. */
export async function expectRevoked(site: Site) {
  await expect(result(site).getByRole('heading', { name: /^Revoked on \d{1,2} \w+ \d{4}$/ })).toBeVisible();
}
