import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormRegister } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import * as yup from 'yup';

import { contactFailureDetail } from '../contact-failure';
import { contactCopy, contactFields, contactValidation } from '../content';
import type { ContactFieldName } from '../content';

import { OutlinedField } from '@/components/outlined-field';
import { getConfig } from '@/lib/config';
import { loadOnce } from '@/lib/loading/load-once';

/** Loose on purpose: digits with the usual separators, at least seven digits in all. */
const PHONE = /^\+?[\d\s()-]+$/;

/** The contact form's rules: name, e-mail, phone and message required; the rest optional. */
export const contactSchema = yup.object({
  name: yup.string().trim().required(contactValidation.nameRequired),
  location: yup.string().trim().default(''),
  collegename: yup.string().trim().default(''),
  companyname: yup.string().trim().default(''),
  email: yup.string().trim().required(contactValidation.emailRequired).email(contactValidation.emailInvalid),
  phone: yup
    .string()
    .trim()
    .required(contactValidation.phoneRequired)
    .matches(PHONE, contactValidation.phoneInvalid)
    .test('digits', contactValidation.phoneInvalid, (value) => (value ?? '').replace(/\D/g, '').length >= 7),
  message: yup.string().trim().required(contactValidation.messageRequired),
});

type ContactValues = yup.InferType<typeof contactSchema>;

/**
 * The EmailJS SDK, which only a send needs: it loads when the visitor first moves into the form (so it is
 * there by the time they send), not with the page. A send awaits it; a load that failed is asked for again
 * by the next focus or send.
 */
const loadEmailJs = loadOnce(() => import(/* webpackChunkName: "emailjs" */ '@emailjs/browser'));
const fetchEmailJsAhead = () => void loadEmailJs().catch(() => undefined);

const emptyForm: ContactValues = {
  name: '',
  location: '',
  collegename: '',
  companyname: '',
  email: '',
  phone: '',
  message: '',
};

type Outcome = { kind: 'sent' } | { kind: 'failed'; detail: string } | null;

const fieldProps: Record<
  ContactFieldName,
  { required?: boolean; type?: string; autoComplete?: string; multiline?: boolean; minRows?: number }
> = {
  name: { required: true, autoComplete: 'name' },
  location: { autoComplete: 'address-level2' },
  collegename: {},
  companyname: { autoComplete: 'organization' },
  email: { required: true, type: 'email', autoComplete: 'email' },
  phone: { required: true, type: 'tel', autoComplete: 'tel' },
  message: { required: true, multiline: true, minRows: 5 },
};

type ContactFieldProps = {
  name: ContactFieldName;
  register: UseFormRegister<ContactValues>;
  error?: string;
};

/**
 * One field of the form. Memoized: react-hook-form marks the form ready with a state update in a layout
 * effect, so the form renders twice while it hydrates, the second time inside the task that commits the
 * page; only the fields whose message changed render again.
 */
const ContactField = memo(function ContactField({ name, register, error }: ContactFieldProps) {
  const { ref, ...registration } = register(name);
  return (
    <OutlinedField
      {...registration}
      {...fieldProps[name]}
      inputRef={ref}
      id={`contact-${name}`}
      label={contactFields[name]}
      error={error}
    />
  );
});

/**
 * "Contact Us": validated beside each field, sent with the EmailJS SDK's `sendForm` to the configured
 * service. Success resets the form; a failure keeps what was typed and says what went wrong.
 */
export function ContactForm({
  labelledBy,
}: {
  /** The id of the heading that names the form. */ labelledBy: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Bumped by each reset: react-hook-form empties uncontrolled fields by registering them again as they
  // render, and the memoized fields render again only when their key changes.
  const [generation, setGeneration] = useState(0);
  const [searchParams] = useSearchParams();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: yupResolver(contactSchema), defaultValues: emptyForm });

  // "Enroll Now" on a course links here with the message written for the visitor; the address is read
  // after hydration, since the prerendered page has no query.
  const prefill = searchParams.get('message');
  useEffect(() => {
    if (prefill && getValues('message') === '') setValue('message', prefill);
  }, [prefill, getValues, setValue]);

  const send = async () => {
    const form = formRef.current;
    if (!form) return;
    setOutcome(null);
    try {
      const { emailOrigin, emailPublicKey, emailServiceId, emailTemplateId } = getConfig();
      const { default: emailjs } = await loadEmailJs();
      emailjs.init({ publicKey: emailPublicKey }, emailOrigin);
      await emailjs.sendForm(emailServiceId, emailTemplateId, form);
      reset(emptyForm);
      setGeneration((current) => current + 1);
      setOutcome({ kind: 'sent' });
    } catch (cause) {
      setOutcome({ kind: 'failed', detail: contactFailureDetail(cause) });
    }
  };

  const field = (name: ContactFieldName) => (
    <ContactField
      key={`${name}-${generation}`}
      name={name}
      register={register}
      error={errors[name]?.message}
    />
  );

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      onFocus={fetchEmailJsAhead}
      aria-labelledby={labelledBy}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
    >
      {field('name')}
      {field('location')}
      {field('collegename')}
      {field('companyname')}
      {field('email')}
      {field('phone')}
      <Box sx={{ gridColumn: '1 / -1' }}>{field('message')}</Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? contactCopy.sending : contactCopy.send}
        </Button>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        {outcome?.kind === 'sent' && (
          <Alert severity="success" role="status" onClose={() => setOutcome(null)}>
            {contactCopy.success}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert severity="error" onClose={() => setOutcome(null)}>
            <AlertTitle>{contactCopy.failure}</AlertTitle>
            {outcome.detail}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
