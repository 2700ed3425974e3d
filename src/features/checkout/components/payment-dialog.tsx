import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as yup from 'yup';

import { useCheckoutScript } from '../checkout-script';
import { checkoutCopy } from '../content';
import { selectConfirmationState, selectPaymentRecord } from '../ledger-views';
import type { ConfirmationState } from '../ledger-views';
import { checkoutDescription, checkoutOptions, paymentRecord, readPaymentResponse } from '../model';
import type { Customer, PriceBreakdown, Product } from '../model';
import { orderRequested, useOrderRequest } from '../order-api';
import {
  checkoutDismissed,
  checkoutOpened,
  checkoutOpenFailed,
  paymentBlocked,
  paymentFailed,
  paymentSubmitted,
  selectPayment,
} from '../session-slice';
import type { PaymentAlert } from '../session-slice';
import { paymentSucceeded } from '../slice';

import { PriceSummary } from './price-summary';
import { ReceiptButton } from './receipt-button';

import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { selectAccountSub } from '@/lib/account';
import { errorMessage } from '@/lib/api-error';
import type { CurrencyCode } from '@/lib/money';
import { site } from '@/lib/site';

/** The address rule the backend applies too: something@domain.tld. */
const EMAIL_PATTERN = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}$/;

const customerSchema = yup.object({
  name: yup.string().trim().required(checkoutCopy.nameRequired),
  email: yup
    .string()
    .trim()
    .required(checkoutCopy.emailRequired)
    .matches(EMAIL_PATTERN, checkoutCopy.emailInvalid),
  phone: yup.string().trim().required(checkoutCopy.phoneRequired),
});

export type PaymentDialogProps = {
  product: Product;
  currency: CurrencyCode;
  /** The page's estimate at the current rate; null while the rate is unknown. */
  estimate: PriceBreakdown | null;
  /** The signed-in visitor's name and e-mail, to prefill the form. */
  prefill?: { name: string; email: string } | null;
  onClose: () => void;
};

const field = ({ ref, ...rest }: UseFormRegisterReturn) => ({ ...rest, inputRef: ref });

/**
 * The payment dialog: the customer's details and the price, then the backend's order and the provider's
 * checkout. Loaded only when a visitor chooses a plan or a workshop, with the checkout script.
 */
export default function PaymentDialog({ product, currency, estimate, prefill, onClose }: PaymentDialogProps) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const payment = useAppSelector(selectPayment);
  const { status: scriptStatus, retry: retryScript } = useCheckoutScript();
  const orderRequest = useOrderRequest();
  const { reset: forgetOrderRequest } = orderRequest;
  // The order request belongs to this dialog: the next one starts without its order or failure.
  useEffect(() => forgetOrderRequest, [forgetOrderRequest]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Customer>({
    resolver: yupResolver(customerSchema),
    defaultValues: { name: prefill?.name ?? '', email: prefill?.email ?? '', phone: '' },
  });

  const pay = async (customer: Customer) => {
    dispatch(paymentSubmitted());
    if (scriptStatus === 'loading') {
      dispatch(paymentBlocked({ severity: 'info', text: checkoutCopy.gatewayLoading }));
      return;
    }
    const Checkout = window.Razorpay;
    if (scriptStatus === 'failed' || !Checkout) {
      dispatch(paymentBlocked({ severity: 'error', text: checkoutCopy.gatewayUnavailable }));
      retryScript();
      return;
    }
    // A signed-in learner's order carries their sign-in (and the payment is theirs); a guest's is a guest's.
    const owner = selectAccountSub(store.getState());
    // Undefined when this dialog's order is already being created (a double click): one order.
    const request = dispatch(
      orderRequested({ kind: product.kind, title: product.title, currency, customer }),
    );
    if (!request) return;
    const { data: order } = await request;
    // A failure shows from the request's own state. The visitor closed the dialog while the order was being
    // created: do not open checkout behind it.
    if (!order || !mounted.current) return;
    try {
      const checkout = new Checkout({
        ...checkoutOptions(product, order, customer, site.name),
        handler: (raw) => {
          const response = readPaymentResponse(raw);
          if (!response) {
            console.error('Checkout reported success without a payment id', raw);
            return;
          }
          dispatch(
            paymentSucceeded({
              ...paymentRecord(product, order, customer, response, new Date().toISOString()),
              owner,
            }),
          );
        },
        modal: { ondismiss: () => dispatch(checkoutDismissed()) },
      });
      checkout.on('payment.failed', (response) => {
        const description = response.error?.description;
        dispatch(
          paymentFailed(
            checkoutCopy.paymentFailed(typeof description === 'string' ? description : 'Unknown error'),
          ),
        );
      });
      checkout.open();
      dispatch(checkoutOpened());
    } catch (error) {
      console.error('Checkout could not open', error);
      dispatch(checkoutOpenFailed(checkoutCopy.gatewayUnavailable));
    }
  };

  const step = payment.step;
  const creatingOrder = orderRequest.isLoading;
  const locked = creatingOrder || step === 'inCheckout';
  const close = () => {
    if (!locked) onClose();
  };
  // Once the backend has priced the order, its figures are the ones shown (and charged).
  const order = orderRequest.data;
  const breakdown = order?.breakdown ?? estimate;
  const shownCurrency = order?.currency ?? currency;
  const alert: PaymentAlert | null =
    payment.alert ??
    (orderRequest.isError
      ? { severity: 'error', text: errorMessage(orderRequest.error, checkoutCopy.gatewayUnavailable) }
      : null);

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      scroll="body"
      // The provider's checkout opens its own modal on top: the dialog must not pull focus back from it.
      disableEnforceFocus={step === 'inCheckout'}
    >
      <DialogTitle id={titleId}>{checkoutDescription(product)}</DialogTitle>
      {step === 'succeeded' && payment.paymentId ? (
        <PaymentSucceeded paymentId={payment.paymentId} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Access: {product.period}
            </Typography>
            <PriceSummary breakdown={breakdown} currency={shownCurrency} caption="Price details" />
            {order && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Order {order.orderId}, priced by our server
                {order.currency === 'INR' ? ` at 1 USD = ₹${order.rate}` : ''}.
              </Typography>
            )}
            <Box
              component="form"
              id={`${titleId}-form`}
              noValidate
              onSubmit={(event) => void handleSubmit(pay)(event)}
            >
              <Stack spacing={2}>
                <TextField
                  label="Name"
                  required
                  autoComplete="name"
                  {...field(register('name'))}
                  error={Boolean(errors.name)}
                  helperText={errors.name?.message}
                />
                <TextField
                  label="Email"
                  type="email"
                  required
                  autoComplete="email"
                  {...field(register('email'))}
                  error={Boolean(errors.email)}
                  helperText={errors.email?.message}
                />
                <TextField
                  label="Phone"
                  type="tel"
                  required
                  autoComplete="tel"
                  {...field(register('phone'))}
                  error={Boolean(errors.phone)}
                  helperText={errors.phone?.message}
                />
              </Stack>
            </Box>
            {alert && (
              <Alert severity={alert.severity} role="alert" sx={{ mt: 2 }}>
                {alert.text}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={locked}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={`${titleId}-form`}
              variant="contained"
              color="success"
              disabled={locked}
              startIcon={creatingOrder ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {creatingOrder ? checkoutCopy.orderCreating : 'Proceed to Pay'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** The note under the success alert, from where the ledger says the payment's confirmation stands. */
const confirmationNote: Record<ConfirmationState, string> = {
  none: checkoutCopy.confirming,
  sending: checkoutCopy.confirming,
  deferred: checkoutCopy.received,
  confirmed: checkoutCopy.confirmed,
  refused: checkoutCopy.refused(site.email),
};

function PaymentSucceeded({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const record = useAppSelector((state) => selectPaymentRecord(state, paymentId));
  const note = confirmationNote[useAppSelector((state) => selectConfirmationState(state, paymentId))];
  return (
    <>
      <DialogContent>
        <Alert severity="success" role="alert">
          {checkoutCopy.paymentSucceeded(paymentId)}
        </Alert>
        <Typography role="status" sx={{ mt: 2 }}>
          {note}
        </Typography>
        {record && (
          <Box sx={{ mt: 2 }}>
            <ReceiptButton record={record} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}
