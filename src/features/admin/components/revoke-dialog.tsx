import { object, string } from 'yup';

import { learnersCopy } from '../learners-content';

import { FieldDialog } from './field-dialog';

const schema = object({
  value: string().trim().required(learnersCopy.reasonRequired).max(200, learnersCopy.reasonTooLong),
});

type RevokeDialogProps = {
  certificateId: string;
  busy: boolean;
  refusal: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks for the reason before a certificate is revoked. */
export function RevokeDialog({ certificateId, ...actions }: RevokeDialogProps) {
  return (
    <FieldDialog
      {...actions}
      title={learnersCopy.revokeTitle(certificateId)}
      text={learnersCopy.revokeText}
      label={learnersCopy.reason}
      schema={schema}
      confirmLabel={learnersCopy.confirmRevoke}
      field={{ required: true, multiline: true, minRows: 2 }}
    />
  );
}
