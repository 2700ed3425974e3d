import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as yup from 'yup';

import { useIssueCertificateMutation } from '../api';
import type { LearnerCertificate } from '../certificate-model';
import { profileCopy as copy } from '../content';

import { errorMessage } from '@/lib/api-error';
import { planName } from '@/lib/pdf-names/faces';

/** The most characters a certificate prints (the backend's limit too). */
const MAX_NAME = 80;

const schema = yup.object({
  name: yup
    .string()
    .transform((value: string) => value.normalize('NFC').replace(/\s+/gu, ' ').trim())
    .required(copy.printedNameRequired)
    .test('length', copy.nameTooLong, (value) => [...value].length <= MAX_NAME)
    .test('letters', copy.nameNeedsLetter, (value) => /\p{L}/u.test(value))
    // Refused here rather than issued unprintable: the name cannot change once the certificate exists.
    .test('printable', (value, context) => {
      const plan = planName(value);
      return 'missing' in plan
        ? context.createError({ message: copy.unprintableLetters(plan.missing) })
        : true;
    }),
});

type FormValues = yup.InferType<typeof schema>;

type IssueCertificateDialogProps = {
  open: boolean;
  course: { courseId: string; title: string } | null;
  /** The profile's name: what the certificate prints unless the learner changes it here. */
  defaultName: string;
  onClose: () => void;
  /** The backend issued it (or had before): the dialog has closed, and the PDF can be made. */
  onIssued: (certificate: LearnerCertificate) => void;
};

/**
 * Asks for a course's certificate: the name to print (the profile's by default, checked against the letters
 * a certificate can print), then the backend issues it once. What was typed stays when the request fails.
 */
export function IssueCertificateDialog({
  open,
  course,
  defaultName,
  onClose,
  onIssued,
}: IssueCertificateDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{copy.issueTitle}</DialogTitle>
      {open && course && (
        <IssueForm course={course} defaultName={defaultName} onClose={onClose} onIssued={onIssued} />
      )}
    </Dialog>
  );
}

function IssueForm({
  course,
  defaultName,
  onClose,
  onIssued,
}: Omit<IssueCertificateDialogProps, 'open' | 'course'> & { course: { courseId: string; title: string } }) {
  const [issue, { isLoading }] = useIssueCertificateMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({ resolver: yupResolver(schema), defaultValues: { name: defaultName } });

  const submit = handleSubmit(async ({ name }) => {
    setProblem(null);
    const result = await issue({ courseId: course.courseId, name });
    if (result.error) setProblem(errorMessage(result.error, copy.issueFailed));
    else if (result.data.kind === 'incomplete') setProblem(copy.incomplete(result.data.missing));
    else onIssued(result.data.certificate);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <DialogContent dividers>
        <Typography>{copy.issueLead(course.title)}</Typography>
        <TextField
          label={copy.nameOnCertificate}
          autoComplete="name"
          required
          fullWidth
          sx={{ mt: 2 }}
          {...register('name')}
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {copy.issueNote}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{copy.cancel}</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? copy.issuing : copy.issue}
        </Button>
      </DialogActions>
    </Box>
  );
}
