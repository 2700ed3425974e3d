import { HttpResponse, http } from 'msw';

const subscribed = new Set<string>();

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
];

/** Forgets every subscription (between tests). */
export const resetNewsletter = () => subscribed.clear();

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
