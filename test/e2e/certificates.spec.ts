/**
 * Certificates an employer can check, against the real local stack: the public verification page in each of
 * its states at a phone's and a laptop's width (axe included), the Open Badges 3.0 credential it offers
 * (signature checked with jose against the key the backend publishes), and a revocation showing on reload.
 */
import { readFile } from 'node:fs/promises';

import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';

import { openBadgeCredentialProblems, vcJwtProblems } from '../../server/backend/open-badges-required';

import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  accessToken,
  certificateFor,
  certificatesOf,
  forgetCertificate,
  revokeCertificate,
} from './learner-api';
import { BACKEND, SITE, certificateHolder } from './stack';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** This file's course: it issues and revokes its certificate, so it starts from none (a retry too). */
const COURSE = '1';

test.beforeEach(async () => {
  const held = (await certificatesOf(await accessToken())).find(
    (certificate) => certificate.courseId === COURSE,
  );
  if (held) await forgetCertificate(held.id);
});

// Each test runs axe at two widths and the backend's own command: minutes on a busy machine of this kind.
test.describe.configure({ timeout: 120_000 });

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
  await page.goto(`/verify/${certificate.id}`);
  await expect(result.getByRole('heading', { name: 'Valid' })).toBeVisible();

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
