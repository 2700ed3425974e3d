import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as React from 'react';

import type * as PaymentDialogModule from '../components/payment-dialog';
import type * as ProductCardModule from '../components/product-card';
import { ProductPrice } from '../components/product-price';
import type * as ProductPriceModule from '../components/product-price';
import { ScheduleAccordion } from '../components/schedule-accordion';
import type * as ScheduleAccordionModule from '../components/schedule-accordion';
import { plans, workshops } from '../content';

import type { AppStore } from '@/app/store';

import { renderWithProfiler, renderWithProviders } from '@test/render';

// What renders is counted (the real components do the rendering): a visitor's change to one card, or the
// rate's answer, should render the prices it changes and nothing around them.
jest.mock('../components/schedule-accordion', () => {
  const actual: typeof ScheduleAccordionModule = jest.requireActual('../components/schedule-accordion');
  return { ScheduleAccordion: jest.fn(actual.ScheduleAccordion) };
});
jest.mock('../components/product-price', () => {
  const actual: typeof ProductPriceModule = jest.requireActual('../components/product-price');
  return { ProductPrice: jest.fn(actual.ProductPrice) };
});
const cardBody = jest.fn();
jest.mock('../components/product-card', () => {
  const { memo } = jest.requireActual<typeof React>('react');
  const actual: typeof ProductCardModule = jest.requireActual('../components/product-card');
  // The memo as the page sees it, around the card's own function, counted.
  const inner = (actual.ProductCard as unknown as { type: typeof cardBody }).type;
  cardBody.mockImplementation(inner);
  return { ProductCard: memo(cardBody) };
});
const dialogRenders: string[] = [];
jest.mock('../components/payment-dialog', () => {
  const actual: typeof PaymentDialogModule = jest.requireActual('../components/payment-dialog');
  return {
    __esModule: true,
    default: (props: PaymentDialogModule.PaymentDialogProps) => {
      dialogRenders.push(props.product.id);
      return <actual.default {...props} />;
    },
  };
});
const renderedSchedule = jest.mocked(ScheduleAccordion);
const renderedPrice = jest.mocked(ProductPrice);
const renderedCard = cardBody as jest.Mock<unknown, [{ product: { id: string } }]>;

/** How often each card itself rendered (not what updated inside it), by product. */
const timesEachCardRan = () => {
  const counts = new Map<string, number>();
  for (const [props] of renderedCard.mock.calls)
    counts.set(props.product.id, (counts.get(props.product.id) ?? 0) + 1);
  return counts;
};

const pricesOf = (productId: string) =>
  renderedPrice.mock.calls.filter(([props]) => props.product.id === productId).length;

/** The card of a product, found by its heading within a list. */
const card = (list: string, title: string) => {
  const items = within(screen.getByRole('list', { name: list })).getAllByRole('listitem');
  const item = items.find((node) => within(node).queryByRole('heading', { name: title }));
  if (!item) throw new Error(`No card ${title}`);
  return item;
};

/** The exchange rate's request has been answered. */
const rateAnswered = (store: AppStore) =>
  waitFor(() =>
    expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toContain('fulfilled'),
  );

beforeEach(() => {
  renderedPrice.mockClear();
  renderedCard.mockClear();
  renderedSchedule.mockClear();
  dialogRenders.length = 0;
});

describe('/r-training while the exchange rate loads', () => {
  it('renders everything once: prices in dollars do not wait for the rate, nor render again for its answer', async () => {
    const { store } = renderWithProviders(undefined, { route: '/r-training' });
    await screen.findByRole('heading', { level: 2, name: '8-Week Schedule' });
    await rateAnswered(store);
    expect(await screen.findAllByText(/with platform fee and GST/)).toHaveLength(
      plans.length + workshops.length,
    );
    expect(renderedSchedule).toHaveBeenCalledTimes(1);
    // Each card and its price committed once, when they mounted: a price in dollars reads no rate.
    const ran = timesEachCardRan();
    for (const product of [...plans, ...workshops]) {
      expect(ran.get(product.id)).toBe(1);
      expect(pricesOf(product.id)).toBe(1);
    }
  });

  it('shows a price switched to rupees at the rate, and renders no other price again', async () => {
    const { store } = renderWithProviders(undefined, { route: '/r-training' });
    const [first] = plans;
    if (!first) throw new Error('the fixture has a plan');
    fireEvent.click(
      within(await screen.findByRole('group', { name: `Currency for ${first.title}` })).getByRole('button', {
        name: 'INR',
      }),
    );
    await rateAnswered(store);
    await waitFor(() =>
      expect(within(card('Access plans', first.title)).getByTestId('price')).toHaveTextContent('₹'),
    );
    for (const product of [...plans, ...workshops])
      if (product.id !== first.id) expect(pricesOf(product.id)).toBe(1);
  });
});

describe('/r-training after a click', () => {
  it('switching one card to INR renders that card’s price, not the card, the other cards or the page', async () => {
    const { store, user } = renderWithProviders(undefined, { route: '/r-training' });
    await rateAnswered(store);
    const [first, second] = plans;
    if (!first || !second) throw new Error('the fixture has two plans');
    const before = { cards: timesEachCardRan(), prices: renderedPrice.mock.calls.length, schedule: 1 };

    await user.click(within(card('Access plans', first.title)).getByRole('button', { name: 'INR' }));

    expect(within(card('Access plans', first.title)).getByTestId('price')).toHaveTextContent('₹');
    expect(renderedPrice.mock.calls.length - before.prices).toBe(1);
    expect(pricesOf(first.id)).toBe(2);
    expect(timesEachCardRan()).toEqual(before.cards);
    expect(renderedSchedule).toHaveBeenCalledTimes(before.schedule);
    expect(within(card('Access plans', second.title)).getByTestId('price')).toHaveTextContent('$');
  });

  it('Enroll Now paints before the dialog renders: the dialog comes in a later, interruptible render', async () => {
    const { commits, store, user } = renderWithProfiler('/r-training', () => ({
      dialogRenders: dialogRenders.length,
    }));
    await rateAnswered(store);
    const [first, second] = plans;
    if (!first || !second) throw new Error('the fixture has two plans');
    // The first opening also fetches the dialog's code; the second has it at hand.
    await user.click(within(card('Access plans', first.title)).getByRole('button', { name: 'Enroll Now' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    commits.length = 0;
    const rendered = dialogRenders.length;
    fireEvent.click(within(card('Access plans', second.title)).getByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(dialogRenders.slice(rendered)).toContain(second.id);
    // The click's own commit came first, without the dialog.
    expect(commits[0]?.dialogRenders).toBe(rendered);
    expect(commits.at(-1)?.dialogRenders).toBeGreaterThan(rendered);
  });
});
