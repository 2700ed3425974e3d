import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { useCheckCertificateQuery } from '../api';
import {
  CertificateResult,
  CertificateResultSkeleton,
  RESULT_MIN_HEIGHT,
} from '../components/certificate-result';
import { verifyCopy as copy } from '../content';

import { ErrorState } from '@/components/error-state';
import { OutlinedField } from '@/components/outlined-field';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { readCertificateId } from '@/lib/certificate-id';
import { useClientFrame } from '@/lib/loading/client-frame';
import { useHydrated } from '@/lib/loading/use-hydrated';
import { paths } from '@/lib/paths';

/**
 * `/verify` and `/verify/{id}`: anyone, signed in or not, checks a certificate by its id. `/verify` (the form)
 * is prerendered; a certificate's page renders in the browser and asks the backend every time, so a
 * revocation shows at once. Its frame, prerendered once for every id, is the page before the id is read:
 * an empty field and the result's skeleton. Neither is indexed.
 */
export function VerifyPage() {
  const frame = useClientFrame();
  const params = useParams();
  const asked = frame ? undefined : params.certificateId;
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = asked === undefined ? null : readCertificateId(asked);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const fieldId = useId();
  // The id the visitor just searched for: its answer takes focus when it shows.
  const [searched, setSearched] = useState<string | null>(null);

  // What a person typed (`/verify/mb-7k3q…`, or the form sent before the page's code ran: `/verify?id=…`)
  // moves to the certificate's own address.
  const typed = hydrated && asked === undefined ? search.get('id') : null;
  const typedId = typed === null ? null : readCertificateId(typed);
  useEffect(() => {
    const target = asked !== undefined ? id : typedId;
    if (target !== null && target !== asked)
      void navigate(paths.verifyCertificate(target), { replace: true });
  }, [asked, id, typedId, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('id');
    const text = field instanceof HTMLInputElement ? field.value : '';
    const read = readCertificateId(text);
    if (text.trim() === '') setFieldError(copy.required);
    else if (read === null) setFieldError(copy.notAnId);
    else {
      setFieldError(null);
      setSearched(read);
      void navigate(paths.verifyCertificate(read));
    }
  };

  return (
    <>
      <PageHero
        title={copy.title}
        documentTitle={id ? `${copy.title} ${id}` : copy.title}
        description={copy.description}
        subtitle={copy.lead}
        noindex
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper
          variant="outlined"
          // Sent before the page's code runs, the form goes the default way, to /verify?id=…, handled above.
          component="form"
          noValidate
          aria-label={copy.formLabel}
          onSubmit={onSubmit}
          sx={{ p: { xs: 2, sm: 3 }, display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}
        >
          <OutlinedField
            // A new field for each certificate's page, holding its id.
            key={asked ?? typed ?? ''}
            id={fieldId}
            name="id"
            label={copy.fieldLabel}
            placeholder={copy.fieldHint}
            defaultValue={id ?? asked ?? typed ?? ''}
            error={fieldError ?? (typed !== null && typedId === null ? copy.notAnId : undefined)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputProps={{ maxLength: 40 }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ flexShrink: 0, alignSelf: { sm: 'flex-start' }, minHeight: 56 }}
          >
            {copy.submit}
          </Button>
        </Paper>
        {(frame || asked !== undefined) && (
          <Box
            component="section"
            aria-label={copy.resultLabel}
            aria-live="polite"
            // The place of the tallest answer, kept from the frame on: no answer moves what follows.
            sx={{ mt: { xs: 3, md: 4 }, minHeight: RESULT_MIN_HEIGHT }}
          >
            {frame || asked === undefined ? (
              <CertificateResultSkeleton label={copy.checking} />
            ) : id === null ? (
              <CertificateResult check={{ kind: 'notAnId' }} asked={asked} />
            ) : (
              <Check id={id} focusResult={searched === id} />
            )}
          </Box>
        )}
      </Container>
    </>
  );
}

/** The backend's answer for one id: a skeleton while it comes, then the result or a way to try again. */
function Check({ id, focusResult }: { id: string; focusResult: boolean }) {
  const { currentData, error, isFetching, refetch } = useCheckCertificateQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  if (currentData) return <CertificateResult check={currentData} asked={id} focusOnShow={focusResult} />;
  if (isFetching) return <CertificateResultSkeleton label={copy.checking} />;
  return (
    <ErrorState
      title={copy.checkFailedTitle}
      message={error ? errorMessage(error, copy.checkFailed) : copy.checkFailed}
      onRetry={() => void refetch()}
      retryLabel={copy.retry}
    />
  );
}
