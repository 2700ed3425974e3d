import { loadEventHtmlSanitizer } from './sanitizer';

describe('event HTML sanitizer', () => {
  it('keeps text, lists and links, and makes links open in a new tab without an opener', async () => {
    const sanitize = await loadEventHtmlSanitizer();
    const html = sanitize(
      '<p>Hello <strong>there</strong></p><ul><li>One</li></ul><a href="https://x.example">x</a>',
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('strong')).toHaveTextContent('there');
    expect(root.querySelector('li')).toHaveTextContent('One');
    const link = root.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://x.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('removes scripts, styles, frames, embeds, SVG, handlers and javascript: links', async () => {
    const sanitize = await loadEventHtmlSanitizer();
    const html = sanitize(
      [
        '<script>alert(1)</script>',
        '<style>body{display:none}</style>',
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(1)">bad</a>',
        '<svg onload="alert(1)"><circle r="5"/></svg>',
        '<iframe src="https://evil.example"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<p style="color:red" onclick="alert(1)">kept</p>',
      ].join(''),
    );
    expect(html).not.toMatch(/<(script|style|svg|iframe|object|embed)/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('kept');
    expect(html).toContain('bad');
  });
});
