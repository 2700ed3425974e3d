import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { blogFeed } from './blog-feed';

const ORIGIN = 'https://www.example.com';
const NOW = new Date('2026-12-02T10:00:00.000Z');
const article = {
  slug: 'r-in-trials',
  title: 'R in clinical trials & <beyond>',
  excerpt: 'Why "tidy" data matters.',
  category: 'Careers',
  author: 'Dr. Kavya Rao',
  isoDate: '2026-11-30',
  updatedAt: '2026-12-01T08:00:00.000Z',
};

describe("the blog's Atom feed", () => {
  it('has an entry per article linking to its page, with its dates, author and summary, escaped', () => {
    const xml = blogFeed(
      ORIGIN,
      [article, { ...article, slug: 'older', updatedAt: '2026-10-01T00:00:00.000Z' }],
      {
        title: 'The blog',
        now: NOW,
      },
    );
    assert.match(
      xml,
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    assert.match(xml, /<id>https:\/\/www.example.com\/resources\/blogs<\/id>/);
    assert.match(
      xml,
      /<link rel="self" type="application\/atom\+xml" href="https:\/\/www.example.com\/resources\/blog-feed.xml"\/>/,
    );
    // The feed changed when its newest article did.
    assert.match(xml, /<feed[^]*?<updated>2026-12-01T08:00:00.000Z<\/updated>\n {2}<entry>/);
    assert.equal(xml.match(/<entry>/g)?.length, 2);
    assert.match(xml, /<title>R in clinical trials &amp; &lt;beyond&gt;<\/title>/);
    assert.match(
      xml,
      /<link rel="alternate" type="text\/html" href="https:\/\/www.example.com\/resources\/blogs\/r-in-trials"\/>/,
    );
    assert.match(xml, /<published>2026-11-30T00:00:00\+05:30<\/published>/);
    assert.match(xml, /<author><name>Dr. Kavya Rao<\/name><\/author>/);
    assert.match(xml, /<summary>Why &quot;tidy&quot; data matters.<\/summary>/);
    assert.match(xml, /<category term="Careers"\/>/);
  });

  it('is a valid feed without entries while none is published', () => {
    const xml = blogFeed(ORIGIN, [], { title: 'The blog', now: NOW });
    assert.match(xml, /<updated>2026-12-02T10:00:00.000Z<\/updated>/);
    assert.doesNotMatch(xml, /<entry>/);
    assert.match(xml, /<\/feed>\n$/);
  });
});
