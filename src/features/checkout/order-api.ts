import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import { checkoutCopy } from './content';
import { readOrder } from './model';
import type { Customer, Order, ProductKind } from './model';

import { backendCall } from '@/lib/api-error';
import { baseApi } from '@/lib/base-api';
import type { CurrencyCode } from '@/lib/money';
import { signedIn } from '@/lib/signed-in-call';

/** What the page asks the backend to price: never an amount, which only the backend computes. */
export type OrderRequest = { kind: ProductKind; title: string; currency: CurrencyCode; customer: Customer };

/** The order the payment dialog creates: its endpoint loads with the dialog, not with the checkout page. */
export const orderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, OrderRequest>({
      queryFn: backendCall({
        // Signed in, the order carries the sign-in and belongs to the learner's account; a guest's does not.
        through: signedIn('optional'),
        request: (order: OrderRequest) => ({ url: '/api/orders.php', method: 'POST', body: order }),
        failures: {
          failed: checkoutCopy.gatewayUnavailable,
          malformed: checkoutCopy.gatewayUnavailable,
          network: checkoutCopy.gatewayUnavailable,
        },
        read: readOrder,
      }),
    }),
  }),
});

/** The one order request of the payment dialog: its state (pending, the order, the failure) lives here. */
const ORDER_REQUEST = 'checkout-order';

/** The payment dialog's order request: pending, the order the backend created, or its failure. */
export const useOrderRequest = () => orderApi.useCreateOrderMutation({ fixedCacheKey: ORDER_REQUEST })[1];

/**
 * Asks the backend to create and price an order, unless the dialog's order is already being created: the
 * one guard against a double click, read from the mutation itself. Returns the request, or undefined when
 * one was already running.
 */
export const orderRequested =
  (request: OrderRequest) => (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>) => {
    if (dispatch(orderApi.util.getRunningMutationThunk('createOrder', ORDER_REQUEST))) return undefined;
    return dispatch(orderApi.endpoints.createOrder.initiate(request, { fixedCacheKey: ORDER_REQUEST }));
  };
