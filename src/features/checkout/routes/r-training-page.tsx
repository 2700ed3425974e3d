import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, lazy, useCallback, useDeferredValue, useEffect } from 'react';

import { LearnList } from '../components/learn-list';
import { ProductCard } from '../components/product-card';
import { AboutTheProgramme, WhyLearnR } from '../components/programme-copy';
import { Section } from '../components/programme-section';
import { ScheduleAccordion } from '../components/schedule-accordion';
import {
  LEARN_ITEMS_SHOWN,
  checkoutCopy,
  heroCopy,
  learnItems,
  plans,
  productsById,
  schedule,
  workshops,
} from '../content';
import type { Product } from '../model';
import { priceAt, useRateFailed, useRateFor } from '../price-rate';
import {
  checkoutPageLeft,
  paymentDialogClosed,
  productChosen,
  selectCurrencyFor,
  selectDialogProductId,
} from '../session-slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CardGrid } from '@/components/card-grid';
import { PageHero } from '@/components/page-hero';
import { lazyImport } from '@/lib/loading/lazy-import';
import { StaticPart } from '@/lib/loading/static-part';

// The dialog, its form library and the checkout script load only when a visitor chooses a plan.
const PaymentDialog = lazy(
  lazyImport(() => import(/* webpackChunkName: "payment-dialog" */ '../components/payment-dialog')),
);

function RateFailedAlert() {
  return useRateFailed() ? (
    <Alert severity="warning" role="alert" sx={{ mb: 3 }}>
      {checkoutCopy.rateFailed}
    </Alert>
  ) : null;
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
  return (
    <CardGrid label={label} columns={{ xs: 1, md: 3 }}>
      {products.map((product) => (
        <Box component="li" key={product.id}>
          <ProductCard product={product} onChoose={onChoose} />
        </Box>
      ))}
    </CardGrid>
  );
}

function DialogForChosenProduct({ prefill }: { prefill: RTrainingPageProps['prefill'] }) {
  const dispatch = useAppDispatch();
  // The click on Enroll Now paints at once (the button's own feedback); the dialog, its form and its price
  // render after that frame, in a render that yields to input.
  const productId = useDeferredValue(useAppSelector(selectDialogProductId));
  const product = productId ? productsById.get(productId) : undefined;
  const currency = useAppSelector((state) => selectCurrencyFor(state, productId ?? ''));
  const rate = useRateFor(currency);
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
  // Stable, so the memoized cards never render again for the page's sake.
  const choose = useCallback((productId: string) => dispatch(productChosen(productId)), [dispatch]);
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

      <StaticPart>
        <AboutTheProgramme />
      </StaticPart>

      <Box id="plans" sx={{ scrollMarginTop: 80 }}>
        <Section title="Access Plans" tinted>
          <RateFailedAlert />
          <ProductGrid label="Access plans" products={plans} onChoose={choose} />
        </Section>
      </Box>

      <Section title="Workshops" later={{ xs: 1560, md: 680 }}>
        <ProductGrid label="Workshops" products={workshops} onChoose={choose} />
      </Section>

      <Section title="8-Week Schedule" tinted later={{ xs: 530, md: 560 }}>
        <ScheduleAccordion weeks={schedule} />
      </Section>

      <StaticPart>
        <WhyLearnR />
      </StaticPart>

      <DialogForChosenProduct prefill={prefill} />
    </>
  );
}
