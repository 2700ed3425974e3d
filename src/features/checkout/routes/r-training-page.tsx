import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useId } from 'react';
import type { ReactNode } from 'react';

import { useGetExchangeRateQuery } from '../api';
import { LearnList } from '../components/learn-list';
import { ProductCard } from '../components/product-card';
import { ScheduleAccordion } from '../components/schedule-accordion';
import {
  LEARN_ITEMS_SHOWN,
  benefits,
  checkoutCopy,
  heroCopy,
  instructor,
  learnItems,
  plans,
  productsById,
  requirements,
  schedule,
  workshops,
} from '../content';
import { DEFAULT_EXCHANGE_RATE, priceBreakdown } from '../model';
import type { PriceBreakdown, Product } from '../model';
import {
  checkoutPageLeft,
  currencyChosen,
  paymentDialogClosed,
  productChosen,
  selectCurrencyFor,
  selectDialogProductId,
} from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CardGrid } from '@/components/card-grid';
import { PageHero } from '@/components/page-hero';
import { lazyImport } from '@/lib/loading/lazy-import';
import type { CurrencyCode } from '@/lib/money';
import { site } from '@/lib/site';

// The dialog, its form library and the checkout script load only when a visitor chooses a plan.
const PaymentDialog = lazy(
  lazyImport(() => import(/* webpackChunkName: "payment-dialog" */ '../components/payment-dialog')),
);

/** The price of a product at a rate; null for INR while the rate is unknown. */
const priceAt = (
  product: Product,
  currency: CurrencyCode,
  rate: number | undefined,
): PriceBreakdown | null =>
  currency === 'USD' || rate !== undefined
    ? priceBreakdown(product.priceUsdMinor, currency, rate ?? 0)
    : null;

/**
 * The USD to INR rate: the fetched one, the default after a failure, undefined while it loads. Each part
 * that shows a price asks for it itself (one request, shared): the query's changes reach the store as
 * synchronous renders of whoever reads it, and read at the top they re-rendered the whole page twice as
 * it hydrated. Only the answer and the failure matter here, not the request's progress.
 */
function useExchangeRate(): { rate: number | undefined; rateFailed: boolean } {
  const { data, isError } = useGetExchangeRateQuery(undefined, {
    selectFromResult: (result) => ({ data: result.data, isError: result.isError }),
  });
  return { rate: data ?? (isError ? DEFAULT_EXCHANGE_RATE : undefined), rateFailed: isError };
}

function RateFailedAlert() {
  const { rateFailed } = useExchangeRate();
  return rateFailed ? (
    <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
      {checkoutCopy.rateFailed}
    </Alert>
  ) : null;
}

function Section({ title, children, tinted }: { title: string; children: ReactNode; tinted?: boolean }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 5, md: 7 }, bgcolor: tinted ? 'grey.50' : undefined }}
    >
      <Container maxWidth="lg">
        <Typography id={headingId} variant="h4" component="h2" gutterBottom sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

function ProductGrid({
  label,
  products,
  onChoose,
}: {
  label: string;
  products: readonly Product[];
  onChoose: (productId: string) => void;
}) {
  const { rate } = useExchangeRate();
  return (
    <CardGrid label={label} columns={{ xs: 1, md: 3 }}>
      {products.map((product) => (
        <Box component="li" key={product.id}>
          <ProductCardForProduct product={product} rate={rate} onChoose={onChoose} />
        </Box>
      ))}
    </CardGrid>
  );
}

function ProductCardForProduct({
  product,
  rate,
  onChoose,
}: {
  product: Product;
  rate: number | undefined;
  onChoose: (productId: string) => void;
}) {
  const dispatch = useAppDispatch();
  const currency = useAppSelector((state) => selectCurrencyFor(state, product.id));
  return (
    <ProductCard
      product={product}
      currency={currency}
      price={priceAt(product, currency, rate)}
      onCurrencyChange={(next) => dispatch(currencyChosen({ productId: product.id, currency: next }))}
      onChoose={() => onChoose(product.id)}
    />
  );
}

function DialogForChosenProduct({ prefill }: { prefill: RTrainingPageProps['prefill'] }) {
  const dispatch = useAppDispatch();
  const { rate } = useExchangeRate();
  const productId = useAppSelector(selectDialogProductId);
  const product = productId ? productsById.get(productId) : undefined;
  const currency = useAppSelector((state) => selectCurrencyFor(state, productId ?? ''));
  if (!product) return null;
  return (
    <Suspense fallback={null}>
      <PaymentDialog
        key={product.id}
        product={product}
        currency={currency}
        estimate={priceAt(product, currency, rate)}
        prefill={prefill}
        onClose={() => dispatch(paymentDialogClosed())}
      />
    </Suspense>
  );
}

export type RTrainingPageProps = {
  /** The signed-in visitor's name and e-mail, to prefill checkout (composed in src/app). */
  prefill?: { name: string; email: string } | null;
};

/** /r-training: the programme, its plans and workshops in USD or INR, and card payments. */
export function RTrainingPage({ prefill = null }: RTrainingPageProps) {
  const dispatch = useAppDispatch();
  const choose = (productId: string) => dispatch(productChosen(productId));
  useEffect(() => () => void dispatch(checkoutPageLeft()), [dispatch]);

  return (
    <>
      <meta name="description" content={heroCopy.metaDescription} />
      <PageHero
        title={heroCopy.title}
        documentTitle="R Programming Training"
        eyebrow={heroCopy.eyebrow}
        subtitle={heroCopy.subtitle}
      >
        <Button variant="contained" color="secondary" size="large" href="#plans">
          See plans and prices
        </Button>
      </PageHero>

      <Section title="What You'll Learn">
        <LearnList items={learnItems} shown={LEARN_ITEMS_SHOWN} />
      </Section>

      <Section title="Requirements" tinted>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {requirements.map((item) => (
            <Typography component="li" key={item} sx={{ mb: 1 }}>
              {item}
            </Typography>
          ))}
        </Box>
      </Section>

      <Section title="Your Instructor">
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h3">
            {instructor.name}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {instructor.role}
          </Typography>
          <Typography sx={{ maxWidth: 760 }}>{instructor.bio}</Typography>
          <Button
            sx={{ mt: 2 }}
            variant="outlined"
            startIcon={<MailOutlineIcon aria-hidden="true" />}
            href={`mailto:${site.email}?subject=${encodeURIComponent('Question about R training')}`}
          >
            {instructor.contactLabel}
          </Button>
        </Paper>
      </Section>

      <Box id="plans" sx={{ scrollMarginTop: 80 }}>
        <Section title="Access Plans" tinted>
          <RateFailedAlert />
          <ProductGrid label="Access plans" products={plans} onChoose={choose} />
        </Section>
      </Box>

      <Section title="Workshops">
        <ProductGrid label="Workshops" products={workshops} onChoose={choose} />
      </Section>

      <Section title="8-Week Schedule" tinted>
        <ScheduleAccordion weeks={schedule} />
      </Section>

      <Section title="Why Learn R With Us">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {[benefits.learners, benefits.organizations].map((list) => (
            <Box key={list.title}>
              <Typography variant="h5" component="h3" gutterBottom>
                {list.title}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {list.items.map((item) => (
                  <Typography component="li" key={item} sx={{ mb: 1 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </Section>

      <DialogForChosenProduct prefill={prefill} />
    </>
  );
}
