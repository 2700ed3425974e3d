import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

import type { Product } from '../model';

/** What a plan or workshop includes: copy that never changes once the page is built. */
export function ProductFeatures({ product }: { product: Product }) {
  return (
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
  );
}
