import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';

import type { Product } from '../model';

import { ProductPrice } from './product-price';

type ProductCardProps = {
  product: Product;
  onChoose: (productId: string) => void;
};

/**
 * A plan or workshop: its features, a USD/INR switch, the price in that currency and the buy button.
 *
 * The card renders once: what changes (the currency chosen, the rate arriving) is read by its price alone,
 * so a switch to INR re-renders one price, not the card's features or the page.
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
        <List dense aria-label={`What ${product.title} includes`}>
          {product.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="success" fontSize="small" aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
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
