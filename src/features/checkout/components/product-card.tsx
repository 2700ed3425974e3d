import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';

import type { Product } from '../model';

import { ProductFeatures } from './product-features';
import { ProductPrice } from './product-price';

import { StaticPart } from '@/lib/loading/static-part';

type ProductCardProps = {
  product: Product;
  onChoose: (productId: string) => void;
};

/**
 * A plan or workshop: its features, a USD/INR switch, the price in that currency and the buy button.
 *
 * The card renders once: what changes (the currency chosen, the rate arriving) is read by its price alone,
 * so a switch to INR re-renders one price, not the card's features or the page. The features never change:
 * on a prerendered page they keep the build's HTML and are never hydrated (StaticPart).
 */
export const ProductCard = memo(function ProductCard({ product, onChoose }: ProductCardProps) {
  const titleId = useId();
  const action = product.kind === 'plan' ? 'Enroll Now' : 'Register Now';
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h5" component="h3" gutterBottom>
          {product.title}
        </Typography>
        <Typography color="text.secondary">{product.period}</Typography>
        {product.description && <Typography sx={{ mt: 1 }}>{product.description}</Typography>}
        <ProductPrice product={product} />
        {/* Four items with an icon each: about twenty MUI components, more than the rest of the card. */}
        <StaticPart>
          <ProductFeatures product={product} />
        </StaticPart>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          color="success"
          fullWidth
          onClick={() => onChoose(product.id)}
          aria-describedby={titleId}
          aria-haspopup="dialog"
        >
          {action}
        </Button>
      </CardActions>
    </Card>
  );
});
