import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';

import type { Product } from '../model';
import { priceAt, useRateFor } from '../price-rate';
import { currencyChosen, selectCurrencyFor } from '../session-slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CURRENCIES, formatMoney } from '@/lib/money';

/** The USD/INR switch and the price in the chosen currency at the current rate. */
export function ProductPrice({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const currency = useAppSelector((state) => selectCurrencyFor(state, product.id));
  const rate = useRateFor(currency);
  const price = priceAt(product, currency, rate);
  return (
    <>
      {/* Two toggle buttons in a labelled group: MUI's ToggleButtonGroup works out a roving tab stop after
          it mounts, an update that re-rendered every card synchronously as the page hydrated. */}
      <Box role="group" aria-label={`Currency for ${product.title}`} sx={currencySwitch}>
        {CURRENCIES.map((code) => (
          <ToggleButton
            key={code}
            value={code}
            size="small"
            selected={currency === code}
            onChange={() => {
              if (code !== currency) dispatch(currencyChosen({ productId: product.id, currency: code }));
            }}
            sx={{ px: 2 }}
          >
            {code}
          </ToggleButton>
        ))}
      </Box>
      <Typography variant="h4" component="p" sx={{ mt: 2, fontWeight: 700 }} data-testid="price">
        {price ? formatMoney(price.base, currency) : <Skeleton width={140} aria-label="Loading price" />}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {price ? `${formatMoney(price.total, currency)} with platform fee and GST` : <Skeleton width={200} />}
      </Typography>
    </>
  );
}

/** The two buttons joined as one control, as MUI's ToggleButtonGroup draws them. */
const currencySwitch = {
  mt: 2,
  display: 'inline-flex',
  borderRadius: 1,
  '& > .MuiToggleButton-root:not(:first-of-type)': {
    ml: '-1px',
    borderLeft: '1px solid transparent',
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
  '& > .MuiToggleButton-root:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  '& > .MuiToggleButton-root.Mui-selected + .MuiToggleButton-root.Mui-selected': { borderLeft: 0, ml: 0 },
} as const;
