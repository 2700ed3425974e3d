import { object, string } from 'yup';

import { ordersCopy } from '../orders-content';

import { FieldDialog } from './field-dialog';

const schema = object({
  value: string().trim().required(ordersCopy.reasonRequired).max(200, ordersCopy.reasonTooLong),
});

type RefundDialogProps = {
  /** The amount refunded, as shown: "USD 101.34". */
  amount: string;
  customer: string;
  busy: boolean;
  refusal: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks for the reason of a full refund, naming the amount before anything is sent. */
export function RefundDialog({ amount, customer, ...actions }: RefundDialogProps) {
  return (
    <FieldDialog
      {...actions}
      title={ordersCopy.refundTitle(amount)}
      text={ordersCopy.refundText(amount, customer)}
      label={ordersCopy.reason}
      schema={schema}
      confirmLabel={ordersCopy.confirmRefund(amount)}
      field={{ required: true, multiline: true, minRows: 2 }}
    />
  );
}
