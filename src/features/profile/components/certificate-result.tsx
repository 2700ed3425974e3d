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

/**
 * The height the result's place keeps from the first paint, whatever the answer: a valid certificate's card
 * (the tallest answer) with an 80-character name and the longest course title, at the narrowest width of each
 * breakpoint (360, 600 and 900 px). The skeleton, the other answers and the error state are shorter, so the
 * page below (the footer) stays where it was when the answer arrives. Media queries, not a measurement: the
 * frame prerendered in Node reserves the same.
 */
export const RESULT_MIN_HEIGHT = { xs: 800, sm: 560, md: 490 } as const;

/** The terms and values of a certificate, one under the other on a phone, side by side from `sm`. */
const detailsGrid = {
  mt: 3,
  mb: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
  columnGap: 3,
  rowGap: { xs: 0.25, sm: 1.5 },
} as const;

/** A term's top margin: on a phone it opens a new pair. */
const termSx = { mt: { xs: 1.5, sm: 0 } } as const;

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
    <Box component="dl" sx={detailsGrid}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={termSx}>
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

/**
 * The result's place while the backend answers: a valid certificate's card in outline (the icon, the heading
 * and its lead, the six terms and values laid out as `Details` lays them, the credential's button), so it
 * takes that card's shape at every width.
 */
export function CertificateResultSkeleton({ label }: { label: string }) {
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label={label}
      sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 6, borderTopColor: 'grey.200' }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Skeleton variant="circular" width={44} height={44} sx={{ flexShrink: 0 }} />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h4" component="div">
            <Skeleton sx={{ width: '40%' }} />
          </Typography>
          <Typography component="div" sx={{ mt: 0.5 }}>
            <Skeleton sx={{ width: '80%' }} />
          </Typography>
        </Box>
      </Box>
      <Box sx={detailsGrid}>
        {Array.from({ length: 6 }, (_, index) => (
          <Box key={index} sx={{ display: 'contents' }}>
            <Typography component="div" sx={termSx}>
              <Skeleton sx={{ width: { xs: '40%', sm: 110 } }} />
            </Typography>
            <Typography component="div">
              <Skeleton sx={{ width: `${75 - index * 5}%` }} />
            </Typography>
          </Box>
        ))}
      </Box>
      <Skeleton variant="rounded" sx={{ mt: 3, width: 260, maxWidth: '100%', height: 36.5 }} />
      <Typography variant="body2" component="div" sx={{ mt: 1 }}>
        <Skeleton sx={{ width: '90%' }} />
        <Skeleton sx={{ width: '55%' }} />
      </Typography>
    </Paper>
  );
}
