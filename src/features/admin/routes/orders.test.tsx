import { screen, waitFor, within } from '@testing-library/react';

import { openConsole, signedInAs } from '@test/console';
import {
  orderRequests,
  ordersDown,
  PAID_ORDER,
  refundProviderDown,
  UNPAID_ORDER,
} from '@test/msw/handlers/admin-orders';
import { server } from '@test/msw/server';

const STAFF = { name: 'Rahul Verma', permissions: ['orders:read', 'orders:refund', 'learners:read'] };
const ACCOUNTS = { name: 'Accounts', permissions: ['orders:read'] };

const listed = () => orderRequests.filter((request) => request.url.startsWith('/api/admin/orders?'));

describe('the console: orders', () => {
  it('shows the orders section to a token with orders:read, and only it', async () => {
    signedInAs(ACCOUNTS);
    openConsole('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders']);
  });

  it('lists the orders with the totals of the selected set, searched and filtered on the backend', async () => {
    signedInAs(STAFF);
    const { user } = openConsole('/admin/orders');
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    expect(await within(grid).findByRole('link', { name: PAID_ORDER })).toHaveAttribute(
      'href',
      `/admin/orders/${PAID_ORDER}`,
    );
    expect(within(grid).getByRole('link', { name: UNPAID_ORDER })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals of the selected orders' });
    expect(totals).toHaveTextContent('1 order, 1 paid: USD 101.34 received, USD 0.00 refunded');
    expect(totals).toHaveTextContent('1 order, 0 paid: INR 0.00 received');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail, order or payment id' }),
      'priya@',
    );
    await waitFor(() =>
      expect(within(grid).queryByRole('link', { name: UNPAID_ORDER })).not.toBeInTheDocument(),
    );
    expect(listed().at(-1)?.url).toContain('q=priya%40');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Created' }));
    expect(await within(grid).findByText('No orders match.')).toBeInTheDocument();
    expect(listed().at(-1)?.url).toMatch(/q=priya%40.*status=created|status=created.*q=priya%40/);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await within(grid).findByRole('link', { name: UNPAID_ORDER })).toBeInTheDocument();
    expect(
      screen.getByRole('searchbox', { name: 'Search by name, e-mail, order or payment id' }),
    ).toHaveValue('');
  });

  it('says the server failed when the list answers 500 with an HTML page, and tries again', async () => {
    signedInAs(STAFF);
    server.use(ordersDown);
    const { user } = openConsole('/admin/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The console could not get an answer from the server.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: PAID_ORDER })).toBeInTheDocument();
  });

  it('exports the filtered set as CSV with the same filters', async () => {
    signedInAs(ACCOUNTS);
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:orders';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = openConsole('/admin/orders?currency=USD');
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    expect(await within(grid).findByRole('link', { name: PAID_ORDER })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The CSV is downloaded.');
    expect(click).toHaveBeenCalled();
    expect(await created[0]?.text()).toBe(`Order,E-mail,Status\r\n${PAID_ORDER},priya@example.com,paid`);
    expect(orderRequests.map((request) => request.url)).toContain('/api/admin/orders.csv?currency=USD');
    click.mockRestore();
  });

  it("shows an order's customer, prices, payment and history, and checks it with the provider", async () => {
    signedInAs(STAFF);
    const { user } = openConsole(`/admin/orders/${PAID_ORDER}`);
    expect(await screen.findByRole('heading', { name: PAID_ORDER, level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'user-priya' })).toHaveAttribute(
      'href',
      '/admin/learners/user-priya',
    );
    expect(screen.getByText('pay_PriyaPaid00001')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getByText('Webhook payment.captured: confirmed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check with the provider now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The provider was asked');
    expect(
      await within(screen.getByRole('table', { name: 'History' })).findByText(
        'Checked with the provider: no captured payment',
      ),
    ).toBeInTheDocument();
  });

  it('refunds in full only with a reason, names the amount, keeps the reason when the provider fails, then shows the refund', async () => {
    signedInAs(STAFF);
    const { user } = openConsole(`/admin/orders/${PAID_ORDER}`);
    await user.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund USD 101.34 in full?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Refund USD 101.34' }));
    expect(await within(dialog).findByText('Say why it is refunded.')).toBeInTheDocument();
    expect(orderRequests.some((request) => request.url.endsWith('/refund'))).toBe(false);

    server.use(refundProviderDown);
    await user.type(reason, 'Programme cancelled by the company');
    await user.click(within(dialog).getByRole('button', { name: 'Refund USD 101.34' }));
    expect(await within(dialog).findByText(/The provider did not take the refund/)).toBeInTheDocument();
    expect(reason).toHaveValue('Programme cancelled by the company');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Refund USD 101.34' }));
    expect(await screen.findByRole('status')).toHaveTextContent('USD 101.34 is refunded.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('Programme cancelled by the company')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
    expect(orderRequests.filter((request) => request.url.endsWith('/refund')).at(-1)?.body).toEqual({
      reason: 'Programme cancelled by the company',
    });
  });

  it('offers no refund to a token that only reads, nor on an unpaid order', async () => {
    signedInAs(ACCOUNTS);
    const view = openConsole(`/admin/orders/${PAID_ORDER}`);
    expect(await screen.findByRole('heading', { name: PAID_ORDER, level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
    // Without learners:read the account is text, not a link to a screen the token cannot open.
    expect(screen.queryByRole('link', { name: 'user-priya' })).not.toBeInTheDocument();
    view.unmount();
    signedInAs(STAFF);
    openConsole(`/admin/orders/${UNPAID_ORDER}`);
    expect(await screen.findByRole('heading', { name: UNPAID_ORDER, level: 2 })).toBeInTheDocument();
    expect(screen.getByText('No payment recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });

  it('says so when no order has the id', async () => {
    signedInAs(STAFF);
    openConsole('/admin/orders/order_Missing0000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('No order has this id.');
  });
});
