/**
 * Certificates an employer can check, against the real local stack: a learner who completed a course gets
 * the certificate the backend issues (its PDF's id, verification address and QR code, Copy link and Add to
 * LinkedIn), the public verification page in each of its states at a phone's and a laptop's width (axe
 * included), the Open Badges 3.0 credential it offers (signature checked with jose against the key the backend
 * publishes), and a revocation showing on reload.
 */
import { readFile } from 'node:fs/promises';

import type { Page } from '@playwright/test';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';

import { openBadgeCredentialProblems, vcJwtProblems } from '../../server/backend/open-badges-required';

import { ownCodeOf } from './build-files';
import { expect, expectNoSeriousA11yViolations, holdBack, test } from './fixtures';
import type { PageProblems } from './harness/chromium';
import type { Site } from './harness/site';
import { accountButton, logInAtProvider } from './journeys/steps/sign-in';
import {
  accessToken,
  certificateFor,
  certificatesOf,
  completeCourse,
  forgetCertificate,
  revokeCertificate,
} from './learner-api';
import { pdfTextItems, qrCodeOnPdfPage } from './pdf-text';
import { BACKEND, SITE, certificateHolder } from './stack';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** This file's course: it issues and revokes its certificate, so it starts from none (a retry too). */
const COURSE = '1';

/**
 * The certificate holder signed in at a laptop's width, with the course complete in this browser too (the
 * persisted courses slice, as the player writes it, so the profile offers the certificate), on the profile's
 * dashboard. Returns how many requests had failed before (the sign-in's).
 */
async function onProfile(page: Page, site: Site, problems: PageProblems) {
  await page.setViewportSize(LAPTOP);
  // /courses asks for the login itself and comes back to itself.
  await site.goto('/courses');
  await logInAtProvider(site, certificateHolder);
  await expect(accountButton(site, certificateHolder.name)).toBeVisible();
  const earlier = problems.failedRequests.length;
  await page.evaluate((courseId) => {
    const progress = {
      completedByCourse: { [courseId]: ['v1', 'v2', 'v3'] },
      completedAtByCourse: { [courseId]: new Date().toISOString() },
      positionsByCourse: {},
      playback: { rate: 1, autoAdvance: false },
    };
    window.localStorage.setItem(
      'persist:mindbridge',
      JSON.stringify({
        courseProgress: JSON.stringify(progress),
        _persist: JSON.stringify({ version: 3, rehydrated: true }),
      }),
    );
  }, COURSE);
  await page.goto('/profile');
  return earlier;
}

const myCoursesButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Profile sections' }).getByRole('button', { name: 'My Courses' });
const courseCard = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'R Programming Fundamentals' }) });

/** `onProfile`, then My Courses opened. Returns the course's card, and how many requests had failed before. */
async function openMyCourses(page: Page, site: Site, problems: PageProblems) {
  const earlier = await onProfile(page, site, problems);
  await myCoursesButton(page).click();
  return { card: courseCard(page), earlier };
}

test.beforeEach(async () => {
  const held = (await certificatesOf(await accessToken())).find(
    (certificate) => certificate.courseId === COURSE,
  );
  if (held) await forgetCertificate(held.id);
});

test('a learner who completed a course is issued the certificate in the profile and downloads it', async ({
  page,
  site,
  problems,
}) => {
  // The account's progress, recorded on the backend as the player reports it.
  await completeCourse(await accessToken(), COURSE);
  const { card, earlier } = await openMyCourses(page, site, problems);

  // Certificate asks for the name to print (the profile's by default); the backend issues it, the PDF downloads.
  await card.getByRole('button', { name: 'Certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your certificate' });
  await expect(dialog.getByRole('textbox', { name: 'Name on the certificate' })).toHaveValue(
    certificateHolder.name,
  );
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Issue certificate' }).click();
  const pdf = await (await download).path();
  await expect(dialog).toBeHidden();
  const [issued] = (await certificatesOf(await accessToken())).filter(
    (certificate) => certificate.courseId === COURSE,
  );
  if (!issued) throw new Error('the backend holds no certificate of the course');
  const address = `${SITE}/verify/${issued.id}`;
  await expect(card.getByText(`Certificate ID: ${issued.id}`, { exact: true })).toBeVisible();

  // The PDF prints the id and the verification address; its QR code, read from the drawn page, is that address.
  const text = await pdfTextItems(pdf);
  expect(text).toContain(`Certificate ID: ${issued.id}`);
  expect(text).toContain(address);
  expect(text).toContain(certificateHolder.name);
  expect(await qrCodeOnPdfPage(pdf)).toBe(address);

  // Add to LinkedIn: LinkedIn's add-to-profile address with the certification, the company, the issue year and
  // month, the verification address and the id.
  const linkedIn = new URL(
    (await card.getByRole('link', { name: /^Add to LinkedIn/ }).getAttribute('href')) ?? '',
  );
  expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
  const issuedIn = new Date(Date.parse(issued.issuedAt) + 5.5 * 3_600_000);
  expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: 'R Programming Fundamentals',
    organizationName: 'MindBridge Consulting',
    issueYear: String(issuedIn.getUTCFullYear()),
    issueMonth: String(issuedIn.getUTCMonth() + 1),
    certUrl: address,
    certId: issued.id,
  });

  // Copy link puts the verification address on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE });
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The verification link is copied.' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests.slice(earlier)).toEqual([]);
});

test("the learner's profile says when the company revoked their certificate", async ({
  page,
  site,
  problems,
}) => {
  // Issued before, on the account (the profile's Certificate button issuing it is the test above).
  const certificate = await certificateFor(COURSE);
  const { card, earlier } = await openMyCourses(page, site, problems);
  await expect(card.getByText(`Certificate ID: ${certificate.id}`, { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Add to LinkedIn/ })).toBeVisible();

  // The company revokes it: the learner's next look at the profile says so (and the employer's: the
  // revocation test below).
  await revokeCertificate(certificate.id, 'Issued in error');
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('button', { name: 'My Courses' })
    .click();
  await expect(card.getByText(/^Revoked on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(card.getByRole('link', { name: /^Add to LinkedIn/ })).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests.slice(earlier)).toEqual([]);
});

test("My Courses' code comes once the profile is idle; a learner quicker than that sees it loading in its place", async ({
  page,
  site,
  problems,
}) => {
  const panelCode = ownCodeOf('my-courses-panel');
  const release = await holdBack(page, panelCode);
  const asked = page.waitForRequest(panelCode);
  await onProfile(page, site, problems);
  // Asked for without a click: the dashboard fetches it once the browser is idle.
  await asked;
  await myCoursesButton(page).click();
  const loading = page.getByRole('status', { name: 'Loading courses' });
  await expect(loading).toBeVisible();
  release();
  await expect(courseCard(page)).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('an employer checks a certificate at /verify and saves its signed credential', async ({
  page,
  problems,
}) => {
  const certificate = await certificateFor(COURSE);
  const result = page.getByRole('region', { name: 'Result' });

  await page.setViewportSize(PHONE);
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Certificate' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('textbox', { name: 'Certificate ID' }).fill(certificate.id.toLowerCase());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(`/verify/${certificate.id}`);
  await expect(result.getByRole('heading', { name: 'Valid' })).toBeFocused();
  await expect(result.getByRole('definition')).toHaveText([
    certificateHolder.name,
    'R Programming Fundamentals',
    /^\d{1,2} \w+ \d{4}$/,
    'MindBridge Consulting',
    certificate.id,
    /^\d{1,2} \w+ \d{4}$/,
  ]);
  await expect(result).not.toContainText('@');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(LAPTOP);
  await expectNoSeriousA11yViolations(page);

  // The credential: a VC-JWT that verifies against the published key, with what Open Badges 3.0 requires.
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Open Badges 3.0 credential' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`certificate-${certificate.id}.jwt`);
  const jwt = (await readFile(await file.path(), 'utf8')).trim();
  const keys = (await (await fetch(`${BACKEND}/.well-known/jwks.json`)).json()) as JSONWebKeySet;
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(keys), { algorithms: ['RS256'] });
  expect(vcJwtProblems(decodeProtectedHeader(jwt), payload)).toEqual([]);
  expect(openBadgeCredentialProblems(payload)).toEqual([]);
  expect(payload.jti).toBe(`${SITE}/verify/${certificate.id}`);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('a certificate the company revokes says so on the next visit, without the reason', async ({
  page,
  problems,
}) => {
  const certificate = await certificateFor(COURSE);
  const result = page.getByRole('region', { name: 'Result' });
  // An employer opens the verification address in a browser of their own, not signed in.
  await page.goto(`/verify/${certificate.id}`);
  await expect(result.getByRole('heading', { name: 'Valid' })).toBeVisible();
  await expect(result.getByText(certificateHolder.name, { exact: true })).toBeVisible();
  await expect(result.getByText('R Programming Fundamentals', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);

  expect(await revokeCertificate(certificate.id, 'Issued in error')).toMatch(/^Revoked\./);
  await page.reload();
  await expect(result.getByRole('heading', { name: /^Revoked on \d{1,2} \w+ \d{4}$/ })).toBeVisible();
  await expect(result.getByRole('definition').first()).toHaveText(certificateHolder.name);
  await expect(result).not.toContainText('Issued in error');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('an id nobody holds and text that is not an id each say so, at both widths', async ({
  page,
  problems,
}) => {
  const result = page.getByRole('region', { name: 'Result' });
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto('/verify/MB-0000-0000-0000');
    await expect(result.getByRole('heading', { name: 'No certificate has this id' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/verify/not-an-id');
    await expect(result.getByRole('heading', { name: 'This is not a certificate ID' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Certificate ID' })).toHaveValue('not-an-id');
    await expectNoSeriousA11yViolations(page);
  }
  // The backend's 404 is its answer for the unknown id, which Chromium logs; nothing else may fail.
  expect(problems.consoleErrors.filter((error) => !error.includes('MB-0000-0000-0000'))).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});
