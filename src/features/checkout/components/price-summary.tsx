import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

import { GST_PERCENT, PLATFORM_FEE_PERCENT } from '../model';
import type { PriceBreakdown } from '../model';

import type { CurrencyCode } from '@/lib/money';
import { formatMoney } from '@/lib/money';

type PriceSummaryProps = {
  breakdown: PriceBreakdown | null;
  currency: CurrencyCode;
  caption: string;
};

const rows: { label: string; part: keyof PriceBreakdown }[] = [
  { label: 'Base Price', part: 'base' },
  { label: `Platform Fee (${PLATFORM_FEE_PERCENT}%)`, part: 'fee' },
  { label: `GST on Platform Fee (${GST_PERCENT}%)`, part: 'gst' },
  { label: 'Total Amount', part: 'total' },
];

/** Base price, platform fee, GST and total; skeleton figures while the rate is unknown. */
export function PriceSummary({ breakdown, currency, caption }: PriceSummaryProps) {
  return (
    <Table size="small" aria-label={caption} sx={{ mb: 2 }}>
      <TableBody>
        {rows.map(({ label, part }) => {
          const total = part === 'total';
          return (
            <TableRow key={part}>
              <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: total ? 700 : 400 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ pr: 0, fontWeight: total ? 700 : 400 }}>
                {breakdown ? (
                  formatMoney(breakdown[part], currency)
                ) : (
                  <Skeleton variant="text" width={80} sx={{ ml: 'auto' }} aria-label="Loading price" />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
