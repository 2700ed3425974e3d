import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';

import { resetCheckoutScriptForTests } from '../checkout-script';
import type { CheckoutHandlers } from '../checkout-script';
import { selectConfirmedPayments } from '../ledger-views';
import type { CheckoutOptions } from '../model';
import { selectDialogProductId } from '../session-slice';
import { selectOutbox } from '../slice';

import { createSafeStorage } from '@/app/persist';
import { makeStore } from '@/app/store';
import { saveFile } from '@/lib/download';

import {
  FIXTURE_RATE,
  fixtureWebhookEvent,
  fixtureWebhookRequest,
  signFixturePayment,
} from '@test/fixtures/checkout';
import { answersOffContract } from '@test/msw/contract-check';
import { confirmedPaymentIds, failures } from '@test/msw/handlers/checkout';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

// Retries without waiting: the schedule itself is the model's, the waiting is not what these tests check.
jest.mock('../model', () => ({
  ...jest.requireActual<object>('../model'),
  CONFIRMATION_RETRY_DELAYS_MS: [0, 0],
}));
jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

type Options = CheckoutOptions & CheckoutHandlers;

/** Stands in for the provider's checkout script: records what it was opened with and plays the visitor. */
class FakeCheckout {
  static instances: FakeCheckout[] = [];
  opened = false;
  private failed?: (response: { error?: { description?: unknown } }) => void;
  constructor(public options: Options) {
    FakeCheckout.instances.push(this);
  }
  on(_event: 'payment.failed', callback: (response: { error?: { description?: unknown } }) => void) {
    this.failed = callback;
  }
  open() {
    this.opened = true;
  }
  pay(paymentId: string, signature = signFixturePayment(this.options.order_id, paymentId)) {
    act(() =>
      this.options.handler({
        razorpay_payment_id: paymentId,
        razorpay_order_id: this.options.order_id,
        razorpay_signature: signature,
      }),
    );
  }
  decline(description: string) {
    act(() => this.failed?.({ error: { description } }));
  }
  dismiss() {
    act(() => this.options.modal.ondismiss());
  }
}

const lastCheckout = (): FakeCheckout => {
  const checkout = FakeCheckout.instances.at(-1);
  if (!checkout) throw new Error('Checkout was not opened');
  return checkout;
};

beforeEach(() => {
  FakeCheckout.instances = [];
  window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay;
});
afterEach(() => {
  jest.useRealTimers();
  delete window.Razorpay;
  resetCheckoutScriptForTests();
  jest.mocked(saveFile).mockClear();
});

/** Records every request msw sees while a test runs. */
function spyOnRequests() {
  const requests: { method: string; url: string }[] = [];
  const listener = ({ request }: { request: Request }) =>
    requests.push({ method: request.method, url: request.url });
  server.events.on('request:start', listener);
  return {
    count: (path: string) => requests.filter((r) => r.method === 'POST' && r.url.endsWith(path)).length,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

const renderPage = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(undefined, { route: '/r-training', ...options });

const card = (list: string, title: string) => {
  const items = within(screen.getByRole('list', { name: list })).getAllByRole('listitem');
  const item = items.find((node) => within(node).queryByRole('heading', { name: title }));
  if (!item) throw new Error(`No card ${title}`);
  return item;
};

type User = ReturnType<typeof renderPage>['user'];

async function openDialog(user: User, list: string, title: string, currency?: 'USD' | 'INR') {
  await screen.findByRole('heading', { level: 1 });
  const item = card(list, title);
  if (currency) await user.click(within(item).getByRole('button', { name: currency }));
  await user.click(within(item).getByRole('button', { name: /Enroll Now|Register Now/ }));
  return screen.findByRole('dialog');
}

async function fillAndSubmit(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Priya Sharma');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'learner@example.com');
  await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+91 98480 22338');
  await user.click(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));
}

/** Opens the R-Guru Member dialog and submits it while order creation fails; the failure is on screen. */
async function submitWhileOrdersFail(failure: () => Parameters<typeof server.use>[0]) {
  server.use(failure());
  const { user } = renderPage();
  const dialog = await openDialog(user, 'Access plans', 'R-Guru Member');
  await fillAndSubmit(user, dialog);
  expect(
    await within(dialog).findByText('Unable to initialize payment. Please try again later.'),
  ).toBeInTheDocument();
  return { user, dialog };
}

describe('R training page', () => {
  it('shows the programme, the first 8 learn items with Show More and Show Less, and the schedule', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Master R Programming');
    const learn = screen.getByRole('region', { name: "What You'll Learn" });
    expect(within(learn).getAllByRole('listitem')).toHaveLength(8);
    await user.click(within(learn).getByRole('button', { name: 'Show More' }));
    expect(within(learn).getAllByRole('listitem')).toHaveLength(12);
    await user.click(within(learn).getByRole('button', { name: 'Show Less' }));
    expect(within(learn).getAllByRole('listitem')).toHaveLength(8);

    expect(screen.getByRole('link', { name: 'Ask the instructor a question' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@mindbridgeconsulting\.in\?subject=/),
    );
    const schedule = screen.getByRole('region', { name: '8-Week Schedule' });
    const weeks = within(schedule).getAllByRole('button', { name: /^Week \d$/ });
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toHaveAttribute('aria-expanded', 'false');
    await user.click(weeks[0] as HTMLElement);
    expect(weeks[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('list', { name: 'Access plans' })).getAllByRole('article')).toHaveLength(
      3,
    );
    expect(within(screen.getByRole('list', { name: 'Workshops' })).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Benefits for Learners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Benefits for Organisations' })).toBeInTheDocument();
  });

  it('prices each card in its own currency at the fetched rate', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1 });
    const member = card('Access plans', 'R-Guru Member');
    const mentoring = card('Access plans', 'Live Mentoring Class');
    expect(within(member).getByTestId('price')).toHaveTextContent('$99.00');
    expect(within(member).getByText('$101.34 with platform fee and GST')).toBeInTheDocument();
    await user.click(within(member).getByRole('button', { name: 'INR' }));
    // 99 x 85.5 = 8464.5 -> ₹8,465; fee ₹169.30, GST ₹30.47.
    await waitFor(() => expect(within(member).getByTestId('price')).toHaveTextContent('₹8,465.00'));
    expect(within(member).getByText('₹8,664.77 with platform fee and GST')).toBeInTheDocument();
    expect(within(mentoring).getByTestId('price')).toHaveTextContent('$399.00');
    expect(
      screen.queryByText('Failed to fetch the latest exchange rate. Using default rate.'),
    ).not.toBeInTheDocument();
    expect(FIXTURE_RATE).toBe(85.5);
  });

  it.each([
    ['a 500', failures.exchangeRate.serverError],
    ['an HTML page', failures.exchangeRate.malformed],
    ['a network error', failures.exchangeRate.networkError],
  ])(
    'falls back to the default rate 86.09 and says so when the rate fails with %s',
    async (_name, failure) => {
      server.use(failure());
      const { user } = renderPage();
      expect(
        await screen.findByText('Failed to fetch the latest exchange rate. Using default rate.'),
      ).toBeInTheDocument();
      const member = card('Access plans', 'R-Guru Member');
      await user.click(within(member).getByRole('button', { name: 'INR' }));
      expect(within(member).getByTestId('price')).toHaveTextContent('₹8,523.00');
      expect(within(member).getByText('₹8,724.14 with platform fee and GST')).toBeInTheDocument();
    },
  );
});

describe('Payment dialog', () => {
  it('is closed when the visitor comes back after leaving the page with it open, and keeps the currency', async () => {
    const { user, router, store } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'R-Guru Member', 'INR');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Priya Sharma');
    await act(() => router.navigate('/about'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectDialogProductId(store.getState())).toBeNull();
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(card('Access plans', 'R-Guru Member')).getByRole('button', { name: 'INR' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('validates name, email and phone before anything is sent', async () => {
    const spy = spyOnRequests();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'R-Guru Member');
    expect(within(dialog).getByRole('heading', { name: 'Plan: R-Guru Member' })).toBeInTheDocument();
    const summary = within(dialog).getByRole('table', { name: 'Price details' });
    for (const [label, value] of [
      ['Base Price', '$99.00'],
      ['Platform Fee (2%)', '$1.98'],
      ['GST on Platform Fee (18%)', '$0.36'],
      ['Total Amount', '$101.34'],
    ]) {
      expect(within(summary).getByRole('row', { name: `${label} ${value}` })).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'learner@example');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));
    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();
    expect(spy.count('/api/orders.php')).toBe(0);
    expect(FakeCheckout.instances).toHaveLength(0);
    spy.stop();
  });

  it('says the gateway is loading while the checkout script has not arrived, and creates no order', async () => {
    delete window.Razorpay;
    const spy = spyOnRequests();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'R-Guru Member');
    // eslint-disable-next-line testing-library/no-node-access -- the script element is what the page adds
    expect(document.querySelector('script[data-checkout]')).toHaveAttribute(
      'src',
      'http://localhost:4100/checkout/v1/checkout.js',
    );
    await fillAndSubmit(user, dialog);
    expect(
      await within(dialog).findByText('Payment gateway is loading. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(spy.count('/api/orders.php')).toBe(0);
    spy.stop();
  });

  it('cannot initialize payment when the checkout script fails to load', async () => {
    delete window.Razorpay;
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'R-Guru Member');
    // eslint-disable-next-line testing-library/no-node-access -- the script element is what the page adds
    const script = document.querySelector('script[data-checkout]');
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    await fillAndSubmit(user, dialog);
    expect(
      await within(dialog).findByText('Unable to initialize payment. Please try again later.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a 503 (the card provider could not create the order)', failures.orders.providerUnavailable],
    ['a 500', failures.orders.serverError],
    ['an HTML page', failures.orders.malformed],
    ['a network error', failures.orders.networkError],
  ])('keeps the input and says so when order creation fails with %s', async (_name, failure) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    const { dialog } = await submitWhileOrdersFail(failure);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Sharma');
    expect(within(dialog).getByRole('button', { name: 'Proceed to Pay' })).toBeEnabled();
    expect(FakeCheckout.instances).toHaveLength(0);
  });

  it('creates one order on a double click, opens checkout with it, and confirms the payment', async () => {
    const spy = spyOnRequests();
    const { user, store } = renderPage();
    const dialog = await openDialog(user, 'Workshops', 'Data Management & SQL Basics', 'INR');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Priya Sharma');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'learner@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+91 98480 22338');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));

    await waitFor(() => expect(FakeCheckout.instances).toHaveLength(1));
    expect(spy.count('/api/orders.php')).toBe(1);
    const checkout = lastCheckout();
    expect(checkout.opened).toBe(true);
    // 199 x 85.5 = 17014.5 -> ₹17,015; fee ₹340.30; GST ₹61.25; total ₹17,416.55.
    expect(checkout.options).toMatchObject({
      amount: 1741655,
      currency: 'INR',
      description: 'Workshop: Data Management & SQL Basics',
      order_id: expect.stringMatching(/^order_/),
      prefill: { name: 'Priya Sharma', email: 'learner@example.com', contact: '+91 98480 22338' },
      notes: { title: 'Data Management & SQL Basics', period: '3 months', exchangeRate: '85.5' },
      theme: { color: '#2e7d32' },
    });
    const summary = within(dialog).getByRole('table', { name: 'Price details' });
    expect(within(summary).getByRole('row', { name: 'Total Amount ₹17,416.55' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();

    checkout.pay('pay_TestWorkshop01');
    expect(
      await within(dialog).findByText('Payment successful! Your payment ID is pay_TestWorkshop01.'),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        'Your enrolment is confirmed. A confirmation will reach your e-mail shortly.',
      ),
    ).toBeInTheDocument();
    expect(confirmedPaymentIds()).toEqual(['pay_TestWorkshop01']);
    expect(spy.count('/api/workshop-confirmation.php')).toBe(1);
    expect(selectConfirmedPayments(store.getState())).toEqual([
      expect.objectContaining({
        paymentId: 'pay_TestWorkshop01',
        kind: 'workshop',
        currency: 'INR',
        breakdown: { base: 1701500, fee: 34030, gst: 6125, total: 1741655 },
      }),
    ]);
    expect(selectOutbox(store.getState())).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, fileName] = jest.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe('receipt-pay_TestWorkshop01.pdf');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob?.type).toBe('application/pdf');
    spy.stop();
  });

  it('makes one order when a second submit arrives before the page has re-rendered', async () => {
    const spy = spyOnRequests();
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'Live Mentoring Class');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Priya Sharma');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'learner@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '+91 98480 22338');
    const proceed = within(dialog).getByRole('button', { name: 'Proceed to Pay' });
    // A double tap on a slow phone: the second lands while the first is still being validated, before
    // the button has turned disabled. From the taps on, time is the test's.
    jest.useFakeTimers();
    fireEvent.click(proceed);
    fireEvent.click(proceed);
    await waitFor(() => expect(FakeCheckout.instances).toHaveLength(1));
    // Every timer set since, and what each led to, has run: still one order.
    await act(() => jest.runOnlyPendingTimersAsync());
    expect(spy.count('/api/orders.php')).toBe(1);
    expect(FakeCheckout.instances).toHaveLength(1);
    spy.stop();
  });

  it('ignores a payment id it has already handled', async () => {
    // A slow backend, so the repeat arrives while the first confirmation is on the way.
    server.use(
      http.post('*/api/subscription-confirmation.php', async () => {
        await delay(300);
        return HttpResponse.json({ status: 'confirmed' });
      }),
    );
    const spy = spyOnRequests();
    const { user, store } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'R-Guru Member');
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(FakeCheckout.instances).toHaveLength(1));
    const checkout = lastCheckout();
    // Reported again while its confirmation is on the way, and once more after it is confirmed.
    checkout.pay('pay_TestDuplicate1');
    await waitFor(() => expect(spy.count('/api/subscription-confirmation.php')).toBe(1));
    checkout.pay('pay_TestDuplicate1');
    await within(dialog).findByText(
      'Your enrolment is confirmed. A confirmation will reach your e-mail shortly.',
    );
    jest.useFakeTimers();
    checkout.pay('pay_TestDuplicate1');
    // Every timer the third report set, and what each led to, has run: no second confirmation.
    await act(() => jest.runOnlyPendingTimersAsync());
    expect(spy.count('/api/subscription-confirmation.php')).toBe(1);
    expect(Object.keys(store.getState().checkout.payments)).toEqual(['pay_TestDuplicate1']);
    expect(selectConfirmedPayments(store.getState())).toHaveLength(1);
    spy.stop();
  });

  it('shows the failure, then keeps the dialog and its input when checkout is closed', async () => {
    const { user } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'University Student / Prior Member');
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(FakeCheckout.instances).toHaveLength(1));
    lastCheckout().decline('Your card was declined.');
    expect(await within(dialog).findByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    lastCheckout().dismiss();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('+91 98480 22338');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Proceed to Pay' })).toBeEnabled());
    expect(confirmedPaymentIds()).toEqual([]);
  });

  it('keeps a confirmation the backend does not take in the outbox and delivers it after a reload', async () => {
    const storage = createSafeStorage(() => window.localStorage);
    server.use(failures.subscriptionConfirmation.serverError());
    // The delivery says, for whoever reads the console, that it keeps the payment for later.
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const {
      user: firstUser,
      store: firstStore,
      unmount,
    } = renderPage({ store: makeStore(undefined, { storage }) });
    const dialog = await openDialog(firstUser, 'Access plans', 'R-Guru Member');
    await fillAndSubmit(firstUser, dialog);
    await waitFor(() => expect(FakeCheckout.instances).toHaveLength(1));
    lastCheckout().pay('pay_TestOutbox001');
    expect(await within(dialog).findByText(/We have received your payment\./)).toBeInTheDocument();
    expect(selectOutbox(firstStore.getState())).toEqual([
      expect.objectContaining({ paymentId: 'pay_TestOutbox001', deferrals: 1 }),
    ]);
    expect(confirmedPaymentIds()).toEqual([]);
    expect(warned).toHaveBeenCalledWith(
      'Payment pay_TestOutbox001: confirmation not delivered yet; kept in the outbox.',
    );
    warned.mockRestore();
    await waitFor(() =>
      expect(window.localStorage.getItem('persist:mindbridge-payments')).toContain('pay_TestOutbox001'),
    );
    unmount();

    // The next visit: the backend answers again.
    server.resetHandlers();
    const { store: secondStore } = renderPage({ store: makeStore(undefined, { storage }) });
    await waitFor(() => expect(confirmedPaymentIds()).toEqual(['pay_TestOutbox001']));
    await waitFor(() => expect(selectOutbox(secondStore.getState())).toEqual([]));
    expect(selectConfirmedPayments(secondStore.getState())).toEqual([
      expect.objectContaining({ paymentId: 'pay_TestOutbox001', title: 'R-Guru Member' }),
    ]);
  });

  it('counts an "already processed" answer as delivered: the provider told the backend first', async () => {
    const spy = spyOnRequests();
    const { user, store } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'R-Guru Member');
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(FakeCheckout.instances).toHaveLength(1));
    const { order_id: orderId, amount, currency } = lastCheckout().options;
    // The provider's webhook reached the backend before the page's confirmation.
    const webhook = fixtureWebhookRequest(
      fixtureWebhookEvent('order.paid', { id: 'pay_TestSeenBefore', orderId, amount, currency }),
      'evt_TestSeenBefore',
    );
    const answer = await fetch('http://localhost:4100/api/razorpay-webhook.php', {
      method: 'POST',
      headers: webhook.headers,
      body: webhook.body,
    });
    expect(await answer.json()).toEqual({ status: 'confirmed' });
    lastCheckout().pay('pay_TestSeenBefore');
    expect(
      await within(dialog).findByText(
        'Your enrolment is confirmed. A confirmation will reach your e-mail shortly.',
      ),
    ).toBeInTheDocument();
    expect(selectConfirmedPayments(store.getState())).toHaveLength(1);
    expect(selectOutbox(store.getState())).toEqual([]);
    expect(spy.count('/api/subscription-confirmation.php')).toBe(1);
    expect(confirmedPaymentIds()).toEqual(['pay_TestSeenBefore']);
    spy.stop();
  });

  it('records a refused confirmation in the ledger, and the dialog says to write to us', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, store } = renderPage();
    const dialog = await openDialog(user, 'Access plans', 'R-Guru Member');
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(FakeCheckout.instances).toHaveLength(1));
    lastCheckout().pay('pay_TestRefused01', 'a-signature-the-backend-did-not-make');
    expect(
      await within(dialog).findByText(/could not verify it automatically\. Please write to info@/),
    ).toBeInTheDocument();
    expect(store.getState().checkout.payments.pay_TestRefused01).toMatchObject({
      status: 'refused',
      refusal: { status: 'invalid signature' },
    });
    expect(selectOutbox(store.getState())).toEqual([]);
    expect(warned).toHaveBeenCalledWith(
      'Payment pay_TestRefused01: the backend refused its confirmation (invalid signature).',
    );
    expect(confirmedPaymentIds()).toEqual([]);
  });

  it('shows a failed order from the order request, and a second try starts clean', async () => {
    const { user, dialog } = await submitWhileOrdersFail(failures.orders.serverError);
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Proceed to Pay' }));
    await waitFor(() => expect(FakeCheckout.instances).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^Order order_Msw\d+, priced by our server\.$/)).toBeInTheDocument();
    lastCheckout().dismiss();

    // The next dialog starts without the last one's order.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const next = await openDialog(user, 'Workshops', 'Developing R-Shiny Apps');
    expect(within(next).queryByText(/priced by our server/)).not.toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Proceed to Pay' })).toBeEnabled();
  });
});
