import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { adminFailure } from '../api';
import { ItemFailure, ItemHeader, ItemLoading } from '../components/item-page';
import { NoticeAlert, noticeOf } from '../components/notice-alert';
import type { Notice } from '../components/notice-alert';
import { RefundDialog } from '../components/refund-dialog';
import { LEARNERS_READ, ORDERS_REFUND } from '../kinds';
import { allows, shownTime } from '../model';
import { useCheckOrderMutation, useGetOrderQuery, useRefundOrderMutation } from '../orders-api';
import { ordersCopy } from '../orders-content';
import { refundable } from '../orders-model';
import type { OrderDetail } from '../orders-model';
import { adminPaths } from '../paths';

import { useConsole } from './admin-layout';
import { OrderStateChip } from './orders-page';

import { PageTitle } from '@/components/page-title';
import { formatMoneyWithCode } from '@/lib/money';

/** A label and its value, as a definition list's pair. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary" variant="body2">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** A column shown from a tablet's width up. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

function History({ order }: { order: OrderDetail }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {ordersCopy.history}
      </Typography>
      <TableContainer
        role="region"
        aria-label={ordersCopy.history}
        tabIndex={0}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Table size="small" aria-label={ordersCopy.history}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                {ordersCopy.when}
              </TableCell>
              <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
                {ordersCopy.what}
              </TableCell>
              <TableCell component="th" scope="col" sx={{ fontWeight: 600, ...wideOnly }}>
                {ordersCopy.who}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.history.map((entry, index) => (
              // The same event may repeat (a retried confirmation): its place is its key.
              <TableRow key={index}>
                <TableCell
                  sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, width: { xs: '7rem', sm: 'auto' } }}
                >
                  {shownTime(entry.at)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {entry.event}
                  {/* On a phone the source goes under what happened instead of a third column. */}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', sm: 'none' } }}
                  >
                    {entry.source}
                  </Typography>
                </TableCell>
                <TableCell sx={wideOnly}>{entry.source}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** One order: customer, prices, payment and refund, its history, a look-up at the provider, the refund. */
export function OrderPage() {
  const id = useParams().orderId ?? '';
  const { staff } = useConsole();
  const { data, error, isLoading, refetch } = useGetOrderQuery(id);
  const [check, checking] = useCheckOrderMutation();
  const [refund, refunding] = useRefundOrderMutation();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  if (isLoading) return <ItemLoading label={ordersCopy.ordersTitle} blocks={[160, 240]} />;
  if (error || !data)
    return (
      <ItemFailure
        title={ordersCopy.ordersTitle}
        error={error}
        notFound={ordersCopy.notFound}
        onRetry={() => void refetch()}
      />
    );

  const amount = formatMoneyWithCode(data.totalMinor, data.currency);
  const money = (minor: number) => formatMoneyWithCode(minor, data.currency);
  const checkNow = async () => {
    const result = await check(id);
    setNotice(noticeOf(result, ordersCopy.checked));
  };
  const confirmRefund = async (reason: string) => {
    setRefusal(null);
    const result = await refund({ id, reason });
    if ('error' in result) return setRefusal(adminFailure(result.error).message);
    setAsking(false);
    setNotice(
      result.data.refund?.status === 'processed'
        ? { severity: 'success', text: ordersCopy.refunded(amount) }
        : { severity: 'info', text: ordersCopy.refundPending },
    );
  };

  return (
    <Box>
      <PageTitle title={`${data.id} · ${ordersCopy.ordersTitle}`} noindex />
      <ItemHeader
        back={{ to: adminPaths.orders, label: ordersCopy.ordersTitle }}
        title={data.id}
        titleSx={{ fontFamily: 'monospace' }}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<SyncIcon aria-hidden="true" />}
              onClick={() => void checkNow()}
              disabled={checking.isLoading}
            >
              {ordersCopy.checkNow}
            </Button>
            {allows(staff, ORDERS_REFUND) && refundable(data) && (
              <Button
                color="error"
                variant="outlined"
                onClick={() => {
                  setRefusal(null);
                  setAsking(true);
                }}
              >
                {ordersCopy.refundAction}
              </Button>
            )}
          </>
        }
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
          <OrderStateChip state={data.status} />
          <Typography color="text.secondary">
            {`${data.product} · ${amount} · ${shownTime(data.createdAt)}`}
          </Typography>
        </Box>
      </ItemHeader>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Facts title={ordersCopy.customer}>
          <Fact term={ordersCopy.customer}>{data.customerName}</Fact>
          <Fact term={ordersCopy.email}>{data.customerEmail}</Fact>
          <Fact term={ordersCopy.phone}>{data.customerPhone}</Fact>
          <Fact term={ordersCopy.account}>
            {data.learner && allows(staff, LEARNERS_READ) ? (
              <Link component={RouterLink} to={adminPaths.learner(data.learner)}>
                {data.learner}
              </Link>
            ) : (
              (data.learner ?? ordersCopy.guest)
            )}
          </Fact>
          {data.receipt && <Fact term={ordersCopy.receipt}>{data.receipt}</Fact>}
        </Facts>
        <Facts title={ordersCopy.prices}>
          <Fact term={ordersCopy.base}>{money(data.price.baseMinor)}</Fact>
          <Fact term={ordersCopy.fee}>{money(data.price.feeMinor)}</Fact>
          <Fact term={ordersCopy.gst}>{money(data.price.gstMinor)}</Fact>
          <Fact term={ordersCopy.total}>{money(data.price.totalMinor)}</Fact>
          {data.currency === 'INR' && <Fact term={ordersCopy.rateTerm}>{ordersCopy.rate(data.rate)}</Fact>}
        </Facts>
        <Facts title={ordersCopy.payment}>
          {data.payment ? (
            <>
              <Fact term={ordersCopy.payment}>{data.payment.id}</Fact>
              <Fact term={ordersCopy.when}>
                {`${shownTime(data.payment.recordedAt)}, ${ordersCopy.recordedBy(data.payment.source)}`}
              </Fact>
            </>
          ) : (
            <Fact term={ordersCopy.payment}>{ordersCopy.noPayment}</Fact>
          )}
        </Facts>
        {data.refund && (
          <Facts title={ordersCopy.refund}>
            <Fact term={ordersCopy.status}>{ordersCopy.refundState[data.refund.status]}</Fact>
            <Fact term={ordersCopy.total}>{money(data.refund.amountMinor)}</Fact>
            <Fact term={ordersCopy.reason}>{data.refund.reason}</Fact>
            {data.refund.id && <Fact term={ordersCopy.refund}>{data.refund.id}</Fact>}
            <Fact term={ordersCopy.when}>{shownTime(data.refund.refundedAt ?? data.refund.requestedAt)}</Fact>
          </Facts>
        )}
      </Box>
      <History order={data} />
      {asking && (
        <RefundDialog
          amount={amount}
          customer={data.customerName}
          busy={refunding.isLoading}
          refusal={refusal}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => void confirmRefund(reason)}
        />
      )}
    </Box>
  );
}
