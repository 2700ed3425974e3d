import { HttpResponse, http } from 'msw';

const subscribed = new Set<string>();

/** The tokens the unsubscribe handler takes, each once (the backend signs its own; these stand for them). */
export const UNSUBSCRIBE_TOKENS = { valid: 'token-for-asha', spent: 'token-used-before' } as const;
const spent = new Set<string>([UNSUBSCRIBE_TOKENS.spent]);
/** What the unsubscribe handler was sent, for tests that check a link alone posts nothing. */
export const unsubscribeRequests: unknown[] = [];
const UNSUBSCRIBED =
  'You are unsubscribed: the MindBridge newsletter will not be sent to this address again.';
const REFUSED =
  'This unsubscribe link is not valid or has been used already. If the newsletter still reaches you, subscribe and unsubscribe again, or write to us through the contact page.';

/** Mirrors the local backend: validates the address and answers a repeat subscription kindly. */
export const handlers = [
  http.post('*/subscribe.php', async ({ request }) => {
    const form = await request.formData();
    const email = String(form.get('email') ?? '')
      .trim()
      .toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return HttpResponse.json({ message: 'Please enter a valid e-mail address.' }, { status: 400 });
    }
    if (subscribed.has(email)) {
      return HttpResponse.json({ message: 'You are already subscribed to our newsletter.' });
    }
    subscribed.add(email);
    return HttpResponse.json({ message: 'Thank you for subscribing to our newsletter!' });
  }),
  // As the backend: a token is taken once; anything else is a 400 with the reason.
  http.post('*/api/newsletter/unsubscribe', async ({ request }) => {
    const body = (await request.json()) as { token?: unknown };
    unsubscribeRequests.push(body);
    const token = typeof body.token === 'string' ? body.token : '';
    if (token !== UNSUBSCRIBE_TOKENS.valid || spent.has(token))
      return HttpResponse.json({ message: REFUSED }, { status: 400 });
    spent.add(token);
    return HttpResponse.json({ message: UNSUBSCRIBED });
  }),
];

/** Forgets every subscription (between tests). */
export const resetNewsletter = () => {
  subscribed.clear();
  spent.clear();
  spent.add(UNSUBSCRIBE_TOKENS.spent);
  unsubscribeRequests.length = 0;
};

export const failures = {
  serverError: () =>
    http.post('*/subscribe.php', () =>
      HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
    ),
  /** What a proxy or a crashed PHP page sends: 500 with an HTML body. */
  serverErrorHtml: () =>
    http.post('*/subscribe.php', () =>
      HttpResponse.text('<html><body><h1>500 Internal Server Error</h1></body></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      }),
    ),
  networkError: () => http.post('*/subscribe.php', () => HttpResponse.error()),
  malformed: () => http.post('*/subscribe.php', () => HttpResponse.text('<html>Fatal error</html>')),
};

export const unsubscribeFailures = {
  serverErrorHtml: () =>
    http.post('*/api/newsletter/unsubscribe', () =>
      HttpResponse.text('<html><body><h1>500 Internal Server Error</h1></body></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html' },
      }),
    ),
  networkError: () => http.post('*/api/newsletter/unsubscribe', () => HttpResponse.error()),
  malformed: () => http.post('*/api/newsletter/unsubscribe', () => HttpResponse.json({ ok: true })),
};
