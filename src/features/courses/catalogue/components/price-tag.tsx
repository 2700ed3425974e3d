import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';

import { formatRupees } from '../model';

type PriceTagProps = { price: number | null; discountPrice: number | null; size?: 'small' | 'large' };

/** The price, or the discount price with the full price struck through beside it. */
export function PriceTag({ price, discountPrice, size = 'small' }: PriceTagProps) {
  const variant = size === 'large' ? 'h5' : 'subtitle1';
  if (price === null && discountPrice === null) {
    return <Typography variant="body2">Price on request</Typography>;
  }
  if (discountPrice === null) {
    return (
      <Typography variant={variant} component="span" sx={{ fontWeight: 700 }}>
        {formatRupees(price ?? 0)}
      </Typography>
    );
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant={variant} component="span" sx={{ fontWeight: 700, color: 'success.dark' }}>
        {formatRupees(discountPrice)}
      </Typography>
      {price !== null && (
        <Typography variant="body2" component="del" color="text.secondary">
          <Box component="span" sx={visuallyHidden}>
            was{' '}
          </Box>
          {formatRupees(price)}
        </Typography>
      )}
    </Box>
  );
}
