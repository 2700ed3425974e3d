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

import { useCreateOrderMutation } from '../api';
import { useCheckoutScript } from '../checkout-script';
import { checkoutCopy } from '../content';
import { checkoutDescription, checkoutOptions, paymentRecord, readPaymentResponse } from '../model';
import type { Customer, PriceBreakdown, Product } from '../model';
import {
  checkoutDismissed,
  checkoutOpenFailed,
  orderCreated,
  orderFailed,
  orderRequested,
  paymentBlocked,
  paymentFailed,
  paymentReported,
  selectConfirmationState,
  selectPayment,
  selectPaymentRecord,
} from '../slice';

import { PriceSummary } from './price-summary';
import { ReceiptButton } from './receipt-button';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
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
  const payment = useAppSelector(selectPayment);
  const { status: scriptStatus, retry: retryScript } = useCheckoutScript();
  const [createOrder] = useCreateOrderMutation();
  const busy = useRef(false);
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
    formState: { errors, isSubmitting },
  } = useForm<Customer>({
    resolver: yupResolver(customerSchema),
    defaultValues: { name: prefill?.name ?? '', email: prefill?.email ?? '', phone: '' },
  });

  const pay = async (customer: Customer) => {
    // A second click before the button re-renders as disabled must not make a second order.
    if (busy.current) return;
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
    busy.current = true;
    dispatch(orderRequested());
    const result = await createOrder({ kind: product.kind, title: product.title, currency, customer });
    busy.current = false;
    if (result.error || !result.data) {
      dispatch(orderFailed(errorMessage(result.error, checkoutCopy.gatewayUnavailable)));
      return;
    }
    const order = result.data;
    dispatch(orderCreated(order));
    // The visitor closed the dialog while the order was being created: do not open checkout behind it.
    if (!mounted.current) return;
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
            paymentReported(paymentRecord(product, order, customer, response, new Date().toISOString())),
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
    } catch (error) {
      console.error('Checkout could not open', error);
      dispatch(checkoutOpenFailed(checkoutCopy.gatewayUnavailable));
    }
  };

  const step = payment.step;
  const locked = step === 'creatingOrder' || step === 'inCheckout';
  const close = () => {
    if (!locked) onClose();
  };
  // Once the backend has priced the order, its figures are the ones shown (and charged).
  const breakdown = payment.order?.breakdown ?? estimate;
  const shownCurrency = payment.order?.currency ?? currency;

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
        <PaymentSucceeded paymentId={payment.paymentId} refused={payment.refused} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Access: {product.period}
            </Typography>
            <PriceSummary breakdown={breakdown} currency={shownCurrency} caption="Price details" />
            {payment.order && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Order {payment.order.orderId}, priced by our server
                {payment.order.currency === 'INR' ? ` at 1 USD = ₹${payment.order.rate}` : ''}.
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
            {payment.alert && (
              <Alert severity={payment.alert.severity} role="alert" sx={{ mt: 2 }}>
                {payment.alert.text}
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
              disabled={locked || isSubmitting}
              startIcon={
                step === 'creatingOrder' ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {step === 'creatingOrder' ? checkoutCopy.orderCreating : 'Proceed to Pay'}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function PaymentSucceeded({
  paymentId,
  refused,
  onClose,
}: {
  paymentId: string;
  refused: boolean;
  onClose: () => void;
}) {
  const record = useAppSelector((state) => selectPaymentRecord(state, paymentId));
  const confirmation = useAppSelector((state) => selectConfirmationState(state, paymentId));
  let note: string = checkoutCopy.confirming;
  if (refused) note = checkoutCopy.refused(site.email);
  else if (confirmation === 'confirmed') note = checkoutCopy.confirmed;
  else if (confirmation === 'deferred') note = checkoutCopy.received;
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
