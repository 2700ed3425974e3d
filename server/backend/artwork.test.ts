import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BANNER_TITLE, bannerSvg, estimateTextWidth, fitBannerTitle } from '../artwork';

import { EVENTS } from './seed-content';

const maxWidth = BANNER_TITLE.right - BANNER_TITLE.left;
/** Where the motif starts: translate(820) plus its leftmost stroke (-6 units at scale 2.2). */
const MOTIF_LEFT = 820 - 6 * 2.2;

describe('banner artwork titles', () => {
  it('keeps every seeded event title in at most three lines that end before the motif', () => {
    for (const event of EVENTS) {
      const { fontSize, lines } = fitBannerTitle(event.title);
      assert.ok(lines.length <= 3, event.title);
      assert.equal(lines.join(' '), event.title, 'nothing is cut from a seeded title');
      for (const line of lines) {
        assert.ok(BANNER_TITLE.left + estimateTextWidth(line, fontSize) < MOTIF_LEFT, line);
      }
    }
  });

  it('steps the size down for a long title instead of running over the motif', () => {
    const title = 'Campus to Corporate: Placement Readiness for Pharmacy Graduates';
    const { fontSize, lines } = fitBannerTitle(title);
    assert.ok(fontSize < 60);
    assert.equal(lines.join(' '), title);
    for (const line of lines) assert.ok(estimateTextWidth(line, fontSize) <= maxWidth, line);
  });

  it('cuts an endless title after the third line with an ellipsis, and breaks a word longer than a line', () => {
    const endless = fitBannerTitle(`${'Workshop '.repeat(40)}End`);
    assert.equal(endless.lines.length, 3);
    assert.match(endless.lines[2] ?? '', /…$/);
    const word = fitBannerTitle('W'.repeat(60));
    for (const line of word.lines) assert.ok(estimateTextWidth(line, word.fontSize) <= maxWidth, line);
  });

  it('writes the fitted lines into the SVG, escaped, at the fitted size', () => {
    const svg = bannerSvg({
      title: 'R & Python <for> Clinical Data Science Teams',
      subtitle: 'Data',
      motif: 'chart',
      seed: 0,
    });
    const { fontSize, lines } = fitBannerTitle('R & Python <for> Clinical Data Science Teams');
    assert.equal((svg.match(new RegExp(`font-size="${fontSize}"`, 'g')) ?? []).length, lines.length);
    assert.ok(svg.includes('R &#38; Python &#60;for&#62;'));
    assert.ok(svg.includes('data-part="motif"'));
  });
});
