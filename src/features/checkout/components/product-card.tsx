import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { PriceBreakdown, Product } from '../model';

import { CURRENCIES, formatMoney } from '@/lib/money';
import type { CurrencyCode } from '@/lib/money';

type ProductCardProps = {
  product: Product;
  currency: CurrencyCode;
  /** The price at the current rate; null while the rate is still loading. */
  price: PriceBreakdown | null;
  onCurrencyChange: (currency: CurrencyCode) => void;
  onChoose: () => void;
};

/** A plan or workshop: its features, a USD/INR switch, the price in that currency and the buy button. */
export function ProductCard({ product, currency, price, onCurrencyChange, onChoose }: ProductCardProps) {
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
        <ToggleButtonGroup
          exclusive
          size="small"
          value={currency}
          onChange={(_event, next: CurrencyCode | null) => next && onCurrencyChange(next)}
          aria-label={`Currency for ${product.title}`}
          sx={{ mt: 2 }}
        >
          {CURRENCIES.map((code) => (
            <ToggleButton key={code} value={code} sx={{ px: 2 }}>
              {code}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="h4" component="p" sx={{ mt: 2, fontWeight: 700 }} data-testid="price">
          {price ? formatMoney(price.base, currency) : <Skeleton width={140} aria-label="Loading price" />}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {price ? (
            `${formatMoney(price.total, currency)} with platform fee and GST`
          ) : (
            <Skeleton width={200} />
          )}
        </Typography>
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
          onClick={onChoose}
          aria-describedby={titleId}
          aria-haspopup="dialog"
        >
          {action}
        </Button>
      </CardActions>
    </Card>
  );
}
