import { screen, waitFor, within } from '@testing-library/react';

import type { ConfirmedPayment } from '../model';

import { PaymentHistory } from './payment-history';

import { saveFile } from '@/lib/download';

import { renderWithProviders } from '@test/render';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

const payment = (overrides: Partial<ConfirmedPayment>): ConfirmedPayment => ({
  paymentId: 'pay_History0001',
  orderId: 'order_History0001',
  kind: 'plan',
  title: 'R-Guru Member',
  period: '3 months',
  currency: 'USD',
  rate: 85.5,
  breakdown: { base: 9900, fee: 198, gst: 36, total: 10134 },
  customer: { name: 'Priya Sharma', email: 'learner@example.com', phone: '+91 98480 22338' },
  paidAt: '2026-11-20T09:30:00.000Z',
  confirmedAt: '2026-11-20T09:30:02.000Z',
  ...overrides,
});

const withPayments = (confirmed: ConfirmedPayment[]) => ({
  preloadedState: {
    checkout: {
      payments: Object.fromEntries(
        confirmed.map((p) => [p.paymentId, { ...p, status: 'confirmed' as const }]),
      ),
    },
  },
});

describe('Payment History', () => {
  it('says there are no payments yet', () => {
    renderWithProviders(<PaymentHistory />);
    expect(screen.getByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No payments yet.');
  });

  it('lists confirmed payments newest first, each with its receipt', async () => {
    const { user } = renderWithProviders(
      <PaymentHistory />,
      withPayments([
        payment({}),
        payment({
          paymentId: 'pay_History0002',
          orderId: 'order_History0002',
          kind: 'workshop',
          title: 'Developing R-Shiny Apps',
          currency: 'INR',
          breakdown: { base: 1701500, fee: 34030, gst: 6125, total: 1741655 },
          paidAt: '2026-11-21T05:00:00.000Z',
        }),
      ]),
    );
    const items = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [newest, older] = items as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading')).toHaveTextContent('Workshop: Developing R-Shiny Apps');
    expect(newest).toHaveTextContent('₹17,416.55 paid on 21 Nov 2026');
    expect(newest).toHaveTextContent('Payment ID pay_History0002 · Order ID order_History0002');
    expect(within(older).getByRole('heading')).toHaveTextContent('Plan: R-Guru Member');
    expect(older).toHaveTextContent('$101.34 paid on 20 Nov 2026');

    await user.click(within(older).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'receipt-pay_History0001.pdf'),
    );
  });
});
