import CancelIcon from '@mui/icons-material/CancelOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

import { formatCertificateDay } from '../certificate-model';
import type { CertificateCheck, VerifiedCertificate } from '../certificate-model';
import { verifyCopy as copy } from '../content';

import { CredentialButton } from './credential-button';

import { site } from '@/lib/site';
import { istDayKey } from '@/lib/time';

type Tone = 'success' | 'error' | 'neutral';

const toneColour: Record<Tone, string> = {
  success: 'success.main',
  error: 'error.main',
  neutral: 'grey.500',
};

/** The frame of every result: an icon, a heading that takes focus after a search, a lead and details. */
function ResultCard({
  tone,
  icon,
  heading,
  lead,
  children,
  focusOnShow,
}: {
  tone: Tone;
  icon: ReactNode;
  heading: string;
  lead: string;
  children?: ReactNode;
  focusOnShow?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // After the visitor's own search the answer takes focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 6, borderTopColor: toneColour[tone] }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ color: toneColour[tone], fontSize: 44, lineHeight: 0, flexShrink: 0 }} aria-hidden="true">
          {icon}
        </Box>
        <div>
          <Typography
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            variant="h4"
            component="h2"
            sx={{ outline: 'none', color: tone === 'neutral' ? 'text.primary' : toneColour[tone] }}
          >
            {heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {lead}
          </Typography>
        </div>
      </Box>
      {children}
    </Paper>
  );
}

/** What the certificate states, as a list of terms and their values. */
function Details({ certificate }: { certificate: VerifiedCertificate }) {
  const rows: [string, string][] = [
    [copy.name, certificate.name],
    [copy.course, certificate.course],
    [copy.completedOn, formatCertificateDay(certificate.completedOn)],
    [copy.issuedBy, site.name],
    [copy.certificateId, certificate.id],
    [copy.issuedOn, formatCertificateDay(istDayKey(Date.parse(certificate.issuedAt)))],
  ];
  return (
    <Box
      component="dl"
      sx={{
        mt: 3,
        mb: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type CertificateResultProps = {
  check: CertificateCheck;
  /** The id as asked for (shown when nobody holds it). */
  asked: string;
  /** The answer to a search the visitor just made: its heading takes focus as it shows. */
  focusOnShow?: boolean;
};

/** The answer for one id: valid (with what it states), revoked on a day, nobody's, or not an id at all. */
export function CertificateResult({ check, asked, focusOnShow }: CertificateResultProps) {
  switch (check.kind) {
    case 'valid':
      return (
        <ResultCard
          tone="success"
          icon={<VerifiedIcon fontSize="inherit" />}
          heading={copy.valid}
          lead={copy.validLead(site.name)}
          focusOnShow={focusOnShow}
        >
          <Details certificate={check.certificate} />
          <CredentialButton id={check.certificate.id} sx={{ mt: 3 }} />
        </ResultCard>
      );
    case 'revoked':
      return (
        <ResultCard
          tone="error"
          icon={<CancelIcon fontSize="inherit" />}
          heading={copy.revoked(formatCertificateDay(check.revokedOn))}
          lead={copy.revokedLead(site.name)}
          focusOnShow={focusOnShow}
        >
          <Details certificate={check.certificate} />
        </ResultCard>
      );
    case 'unknown':
      return (
        <ResultCard
          tone="neutral"
          icon={<SearchOffIcon fontSize="inherit" />}
          heading={copy.unknown}
          lead={copy.unknownHint(asked)}
          focusOnShow={focusOnShow}
        />
      );
    case 'notAnId':
      return (
        <ResultCard
          tone="neutral"
          icon={<ErrorOutlineIcon fontSize="inherit" />}
          heading={copy.notAnIdTitle}
          lead={copy.notAnId}
          focusOnShow={focusOnShow}
        />
      );
  }
}

/** The result's place while the backend answers, sized like a valid certificate's card. */
export function CertificateResultSkeleton({ label }: { label: string }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label={label}
      sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 6, borderTopColor: 'grey.200' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={44} height={44} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" sx={{ fontSize: '2rem', width: '40%' }} />
          <Skeleton variant="text" sx={{ width: '80%' }} />
        </Box>
      </Box>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton
          key={index}
          variant="text"
          sx={{ mt: index === 0 ? 3 : 1.5, width: `${70 - index * 5}%` }}
        />
      ))}
      <Skeleton variant="rounded" sx={{ mt: 3, width: 280, height: 40 }} />
    </Paper>
  );
}
