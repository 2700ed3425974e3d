import { ADMIN, adminApi, adminCall } from './api';
import type { ConsoleFile } from './learners-api';
import { orderQuery, ordersFileName, readOrderDetail, readOrderList } from './orders-model';
import type { OrderDetail, OrderFilters, OrderList, OrderListArg } from './orders-model';

const orderTag = (id: string) => ({ type: 'AdminOrder' as const, id });
const LIST = { type: 'AdminOrder' as const, id: 'LIST' };

/** What a refund or a look-up changed: the order, every list, and the learner's record that shows it. */
const changed = (order: OrderDetail | undefined, id: string) => [
  orderTag(id),
  LIST,
  ...(order?.learner ? [{ type: 'AdminLearner' as const, id: order.learner }] : []),
  { type: 'AdminLearner' as const, id: 'REPORTS' },
];

/** The orders' calls of the console (docs/api.md, "Orders"). */
export const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderList, OrderListArg>({
      queryFn: adminCall(
        ({ page, perPage, ...filters }) => `${ADMIN}/orders?${orderQuery(filters, { page, perPage })}`,
        readOrderList,
      ),
      providesTags: [LIST],
    }),
    getOrder: build.query<OrderDetail, string>({
      queryFn: adminCall((id) => `${ADMIN}/orders/${encodeURIComponent(id)}`, readOrderDetail),
      providesTags: (_order, _error, id) => [orderTag(id)],
    }),
    checkOrder: build.mutation<OrderDetail, string>({
      queryFn: adminCall(
        (id) => ({ url: `${ADMIN}/orders/${encodeURIComponent(id)}/check`, method: 'POST' }),
        readOrderDetail,
      ),
      invalidatesTags: (order, error, id) => (error ? [] : changed(order, id)),
    }),
    refundOrder: build.mutation<OrderDetail, { id: string; reason: string }>({
      queryFn: adminCall(
        ({ id, reason }) => ({
          url: `${ADMIN}/orders/${encodeURIComponent(id)}/refund`,
          method: 'POST',
          body: { reason },
        }),
        readOrderDetail,
      ),
      // A refusal (409: refunded meanwhile) also means the page's order is stale.
      invalidatesTags: (order, _error, { id }) => [
        ...changed(order, id),
        { type: 'AdminAudit' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetOrdersQuery, useGetOrderQuery, useCheckOrderMutation, useRefundOrderMutation } =
  ordersApi;

/** The CSV of a filtered list: every order the filters select, in the list's order. */
export const ordersCsv = (filters: OrderFilters, today: string): ConsoleFile => {
  const query = orderQuery(filters);
  return {
    url: `${ADMIN}/orders.csv${query ? `?${query}` : ''}`,
    fileName: ordersFileName(today),
    type: 'text/csv',
  };
};
