import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { learnersCopy } from '../learners-content';
import { lessonsText } from '../learners-model';
import type { IssuedCertificate, LearnerRecord } from '../learners-model';
import { shownTime } from '../model';

import { formatMoneyWithCode } from '@/lib/money';
import { paths } from '@/lib/paths';

/** One section of a learner's page: a heading and a table, or a sentence when there is nothing. */
function Section({
  title,
  empty,
  head,
  rows,
}: {
  title: string;
  empty: string;
  head: string[];
  rows: ReactNode[][];
}) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        // A phone scrolls a wide table sideways: the region takes the focus, so the keyboard can scroll it too.
        <TableContainer
          role="region"
          aria-label={title}
          tabIndex={0}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {head.map((cell) => (
                  <TableCell key={cell} component="th" scope="col" sx={{ fontWeight: 600 }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index}>
                  {row.map((cell, column) => (
                    <TableCell key={column}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

// The day of shownTime's text (engines join the time with ", " or " at ").
const day = (iso: string) => shownTime(iso).replace(/,? (at )?\d{2}:\d{2} IST$/, '');

/** A learner's courses, plans, payments and certificates; certificates offer Revoke when `onRevoke` is given. */
export function LearnerTables({
  record,
  onRevoke,
}: {
  record: LearnerRecord;
  onRevoke?: ((certificate: IssuedCertificate) => void) | undefined;
}) {
  return (
    <>
      <Section
        title={learnersCopy.courses}
        empty={learnersCopy.noCourses}
        head={[learnersCopy.course, learnersCopy.progress, learnersCopy.completed]}
        rows={record.courses.map((course) => [
          course.title,
          lessonsText(course.completedLessons, course.totalLessons),
          course.completedAt ? shownTime(course.completedAt) : learnersCopy.notCompleted,
        ])}
      />
      <Section
        title={learnersCopy.plans}
        empty={learnersCopy.noPlans}
        head={[learnersCopy.plan, learnersCopy.from, learnersCopy.until]}
        rows={record.plans.map((plan) => [plan.title, day(plan.from), day(plan.until)])}
      />
      <Section
        title={learnersCopy.payments}
        empty={learnersCopy.noPayments}
        head={[learnersCopy.paidAt, learnersCopy.plan, learnersCopy.amount, learnersCopy.payment]}
        rows={record.payments.map((payment) => [
          shownTime(payment.paidAt),
          payment.title,
          formatMoneyWithCode(payment.amount, payment.currency),
          <Box key="state" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
              {payment.paymentId}
            </Typography>
            {payment.refundedAt && (
              <Chip size="small" color="warning" label={learnersCopy.refunded(day(payment.refundedAt))} />
            )}
          </Box>,
        ])}
      />
      <Section
        title={learnersCopy.certificates}
        empty={learnersCopy.noCertificates}
        head={[learnersCopy.certificate, learnersCopy.course, learnersCopy.issued, learnersCopy.status]}
        rows={record.certificates.map((certificate) => [
          <Link key="id" href={paths.verifyCertificate(certificate.id)} sx={{ fontFamily: 'monospace' }}>
            {certificate.id}
          </Link>,
          certificate.courseTitle,
          day(certificate.issuedAt),
          certificate.revokedAt ? (
            <Chip
              key="state"
              size="small"
              color="error"
              label={learnersCopy.revokedOn(day(certificate.revokedAt))}
            />
          ) : (
            <Box key="state" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" color="success" label={learnersCopy.valid} />
              {onRevoke && (
                <Button size="small" color="error" onClick={() => onRevoke(certificate)}>
                  {learnersCopy.revoke}
                </Button>
              )}
            </Box>
          ),
        ])}
      />
    </>
  );
}
