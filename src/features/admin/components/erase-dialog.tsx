import { useMemo } from 'react';
import { object, string } from 'yup';

import { learnersCopy } from '../learners-content';
import { confirmsErase, learnerLabel } from '../learners-model';
import type { LearnerAccount } from '../learners-model';

import { FieldDialog } from './field-dialog';

type EraseDialogProps = {
  account: LearnerAccount;
  busy: boolean;
  refusal: string | null;
  onCancel: () => void;
  onConfirm: (typed: string) => void;
};

/**
 * Asks before a learner is erased: staff type the learner's e-mail (the account id when there is none), so an
 * erase never happens by a slip of the hand; the backend checks the same text again.
 */
export function EraseDialog({ account, ...actions }: EraseDialogProps) {
  const schema = useMemo(
    () =>
      object({
        value: string()
          .required(learnersCopy.eraseMismatch)
          .test('matches', learnersCopy.eraseMismatch, (typed) => confirmsErase(account, typed)),
      }),
    [account],
  );
  return (
    <FieldDialog
      {...actions}
      title={learnersCopy.eraseTitle(learnerLabel(account))}
      text={learnersCopy.eraseText}
      label={learnersCopy.eraseConfirmLabel(account.email || account.sub)}
      schema={schema}
      confirmLabel={learnersCopy.confirmErase}
      field={{ autoComplete: 'off', spellCheck: false }}
    />
  );
}
