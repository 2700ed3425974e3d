import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';

import type { PendingConfirmation } from '../model';
import { paymentConfirmed } from '../slice';
import type { LedgerEntry } from '../slice';

import { PaymentHistory } from './payment-history';

import type { RootState } from '@/app/store';
import { saveFile } from '@/lib/download';

import { fixtureAccountPayment } from '@test/fixtures/checkout';
import { fixtureLearners } from '@test/fixtures/learner';
import { provideTokensFor, signedInState } from '@test/learner-state';
import { answersOffContract } from '@test/msw/contract-check';
import { failures } from '@test/msw/handlers/checkout';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

const priya = fixtureLearners.priya.sub;
const customer = { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' };

/** A payment as GET /api/me/payments lists it (minor units). */
const accountPayment = (overrides: Record<string, unknown> = {}) => ({
  ...fixtureAccountPayment,
  paymentId: 'pay_History0001',
  orderId: 'order_History0001',
  ...overrides,
});

const accountAnswers = (body: Record<string, unknown>) =>
  server.use(http.get('*/api/me/payments', () => HttpResponse.json(body)));

/** A payment this browser made, still waiting for its confirmation. */
const waiting = (paymentId: string, owner: string | null, paidAt: string): LedgerEntry => ({
  ...({
    paymentId,
    orderId: `order_${paymentId}`,
    signature: 'sig',
    kind: 'workshop',
    title: 'Developing R-Shiny Apps',
    period: '3 months',
    currency: 'INR',
    rate: 85.5,
    breakdown: { base: 1701500, fee: 34030, gst: 6125, total: 1741655 },
    customer,
    paidAt,
    deferrals: 1,
  } satisfies PendingConfirmation),
  status: 'pending',
  owner,
});

const render = (ledger: LedgerEntry[] = []) =>
  renderWithProviders(<PaymentHistory />, {
    preloadedState: {
      ...signedInState(),
      checkout: { payments: Object.fromEntries(ledger.map((entry) => [entry.paymentId, entry])) },
    } satisfies Partial<RootState>,
  });

const items = () => within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');

describe('Payment History', () => {
  beforeEach(() => {
    provideTokensFor(priya);
  });

  it('says there are no payments yet', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('No payments yet.');
  });

  it("lists the account's payments from any device, newest first, each with its receipt, and its plans", async () => {
    accountAnswers({
      payments: [
        accountPayment(),
        accountPayment({
          paymentId: 'pay_History0002',
          orderId: 'order_History0002',
          kind: 'workshop',
          title: 'Developing R-Shiny Apps',
          currency: 'INR',
          amount: 1741655,
          breakdown: { base: 1701500, fee: 34030, gst: 6125, total: 1741655 },
          paidAt: '2026-11-21T05:00:00.000Z',
        }),
      ],
      plans: [
        {
          kind: 'plan',
          title: 'R-Guru Member',
          from: '2026-11-20T09:30:00.000Z',
          until: '2099-02-20T09:30:00.000Z',
        },
        {
          kind: 'workshop',
          title: 'Developing R-Shiny Apps',
          from: '2025-01-21T05:00:00.000Z',
          until: '2025-04-21T05:00:00.000Z',
        },
      ],
    });
    const { user } = render();
    await waitFor(() => expect(items()).toHaveLength(2));
    const [newest, older] = items() as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading')).toHaveTextContent('Workshop: Developing R-Shiny Apps');
    expect(newest).toHaveTextContent('₹17,416.55 paid on 21 Nov 2026');
    expect(newest).toHaveTextContent('Payment ID pay_History0002 · Order ID order_History0002');
    expect(within(older).getByRole('heading')).toHaveTextContent('Plan: R-Guru Member');
    expect(older).toHaveTextContent('$101.34 paid on 20 Nov 2026');

    const plans = within(await screen.findByRole('list', { name: 'Your plans' })).getAllByRole('listitem');
    expect(plans[0]).toHaveTextContent('Plan: R-Guru MemberActive until 20 Feb 2099');
    expect(plans[1]).toHaveTextContent('Workshop: Developing R-Shiny AppsExpired on 21 Apr 2025');

    await user.click(within(older).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'receipt-pay_History0001.pdf'),
    );
  });

  it("marks this browser's payments still waiting for confirmation, and shows each payment once", async () => {
    accountAnswers({ payments: [accountPayment({ paymentId: 'pay_Both0001' })], plans: [] });
    render([
      waiting('pay_Waiting01', priya, '2026-11-22T08:00:00.000Z'),
      // Recorded by the webhook before this browser's confirmation arrived: the account's entry counts.
      waiting('pay_Both0001', priya, '2026-11-20T09:30:00.000Z'),
      // Another learner's payment in this browser is not this learner's.
      waiting('pay_Theirs01', 'user-someone-else', '2026-11-22T09:00:00.000Z'),
    ]);
    // This browser's two entries show at once; the account's answer, whenever it comes, takes the place of
    // the one it holds (and adds no third).
    await waitFor(() =>
      expect(
        within(items()[1] as HTMLElement).queryByText('Waiting for confirmation'),
      ).not.toBeInTheDocument(),
    );
    expect(items()).toHaveLength(2);
    const [first, second] = items() as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Payment ID pay_Waiting01');
    expect(within(first).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Payment ID pay_Both0001');
    expect(within(second).queryByText('Waiting for confirmation')).not.toBeInTheDocument();
    expect(screen.queryByText(/pay_Theirs01/)).not.toBeInTheDocument();
  });

  it('asks the account again once a waiting payment is confirmed', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/me/payments', () => {
        asked += 1;
        return HttpResponse.json({
          payments: asked > 1 ? [accountPayment({ paymentId: 'pay_Waiting01' })] : [],
          plans: [],
        });
      }),
    );
    const { store } = render([waiting('pay_Waiting01', priya, '2026-11-20T09:30:00.000Z')]);
    expect(await screen.findByText('Waiting for confirmation')).toBeInTheDocument();
    store.dispatch(paymentConfirmed({ paymentId: 'pay_Waiting01', status: 'confirmed', confirmedAt: 'x' }));
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(screen.queryByText('Waiting for confirmation')).not.toBeInTheDocument());
    expect(items()).toHaveLength(1);
  });

  it('says "Refunded on {date}" beside a refunded payment, and its plan as ended', async () => {
    accountAnswers({
      payments: [accountPayment({ refundedAt: '2026-11-25T10:00:00.000Z' })],
      plans: [
        {
          kind: 'plan',
          title: 'R-Guru Member',
          from: '2026-11-20T09:30:00.000Z',
          until: '2026-11-25T10:00:00.000Z',
        },
      ],
    });
    render();
    await waitFor(() => expect(items()).toHaveLength(1));
    const [payment] = items() as [HTMLElement];
    expect(payment).toHaveTextContent('Refunded on 25 Nov 2026');
    expect(payment).toHaveTextContent('$101.34 paid on 20 Nov 2026');
    const plans = within(await screen.findByRole('list', { name: 'Your plans' })).getAllByRole('listitem');
    expect(plans[0]).toHaveTextContent('Plan: R-Guru MemberExpired on 25 Nov 2026');
  });

  it('shows no refund for a payment that stands', async () => {
    // As the backend sends it: no refundedAt at all.
    accountAnswers({ payments: [accountPayment()], plans: [] });
    render();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).not.toHaveTextContent('Refunded');
  });

  it.each([
    ['a refund date that is not a time', failures.learnerPayments.refundNotATime],
    ['a 500 with an HTML body', failures.learnerPayments.serverError],
    ['a network error', failures.learnerPayments.networkError],
    ['a body of the wrong shape', failures.learnerPayments.wrongShape],
  ])('says so on %s, with a retry, and still lists the waiting payments', async (_name, failure) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failure());
    const { user } = render([waiting('pay_Waiting01', priya, '2026-11-20T09:30:00.000Z')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payments could not be loaded from your account. Check your connection and try again.',
    );
    expect(items()).toHaveLength(1);
    server.resetHandlers();
    accountAnswers({ payments: [accountPayment()], plans: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
