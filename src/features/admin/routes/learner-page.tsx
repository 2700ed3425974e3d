import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { adminFailure } from '../api';
import { EraseDialog } from '../components/erase-dialog';
import { LearnerTables } from '../components/learner-tables';
import { NoticeAlert } from '../components/notice-alert';
import type { Notice } from '../components/notice-alert';
import { RevokeDialog } from '../components/revoke-dialog';
import { CERTIFICATES_REVOKE, LEARNERS_ERASE } from '../kinds';
import {
  learnerFiles,
  useDownloadFileMutation,
  useEraseLearnerMutation,
  useGetLearnerQuery,
  useRevokeCertificateMutation,
} from '../learners-api';
import { learnersCopy } from '../learners-content';
import { learnerLabel } from '../learners-model';
import type { IssuedCertificate, LearnerAccount } from '../learners-model';
import { allows, shownTime } from '../model';
import { adminPaths } from '../paths';

import { useConsole } from './admin-layout';

import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';

/** One learner: progress per course, plans, payments and certificates; export, revoke and erase. */
export function LearnerPage() {
  const sub = useParams().sub ?? '';
  const { staff } = useConsole();
  const [erase, erasing] = useEraseLearnerMutation();
  // Asked afresh whenever the page opens: an erase leaves the record it had in the cache (asking again would
  // be a 404 while the page says it is erased), and no one sees it once they leave.
  const { data, error, isLoading, refetch } = useGetLearnerQuery(sub, { refetchOnMountOrArgChange: true });
  const [revoke, revoking] = useRevokeCertificateMutation();
  const [download, downloading] = useDownloadFileMutation();
  const [revokeOf, setRevokeOf] = useState<IssuedCertificate | null>(null);
  const [eraseOf, setEraseOf] = useState<LearnerAccount | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // An erased learner's page says so (the account is gone, so a refetch would be a 404).
  const [erased, setErased] = useState<string | null>(null);

  if (erased)
    return (
      <Box>
        <PageTitle title={learnersCopy.learnersTitle} noindex />
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {learnersCopy.erasedNote(erased)}
        </Alert>
        <Link component={RouterLink} to={adminPaths.learners}>
          {learnersCopy.learnersTitle}
        </Link>
      </Box>
    );
  if (isLoading)
    return (
      <Box role="status" aria-label={learnersCopy.learnersTitle}>
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
      </Box>
    );
  if (error || !data) {
    const failure = adminFailure(error);
    return (
      <ErrorState
        title={learnersCopy.learnersTitle}
        message={failure.status === 404 ? learnersCopy.notFound : failure.message}
        {...(failure.status === 404 ? {} : { onRetry: () => void refetch() })}
      />
    );
  }

  const label = learnerLabel(data);
  const confirmRevoke = async (reason: string) => {
    if (!revokeOf) return;
    setRefusal(null);
    const result = await revoke({ id: revokeOf.id, reason, sub });
    if ('error' in result) return setRefusal(adminFailure(result.error).message);
    setNotice({ severity: 'success', text: learnersCopy.revokedNote(revokeOf.id) });
    setRevokeOf(null);
  };
  const confirmErase = async (typed: string) => {
    setRefusal(null);
    const result = await erase({ sub, confirm: typed });
    if ('error' in result) return setRefusal(adminFailure(result.error).message);
    setEraseOf(null);
    setErased(label);
  };
  const exportData = async () => {
    const result = await download(learnerFiles.export(sub));
    setNotice(
      'error' in result
        ? { severity: 'error', text: adminFailure(result.error).message }
        : { severity: 'success', text: learnersCopy.exported },
    );
  };

  return (
    <Box>
      <PageTitle title={`${label} · ${learnersCopy.learnersTitle}`} noindex />
      <Link component={RouterLink} to={adminPaths.learners} sx={{ display: 'inline-block', mb: 1 }}>
        {learnersCopy.learnersTitle}
      </Link>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[data.email, data.sub].filter(Boolean).join(' · ')}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {`${learnersCopy.lastSeen}: ${data.lastSeenAt ? shownTime(data.lastSeenAt) : learnersCopy.never}`}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon aria-hidden="true" />}
            onClick={() => void exportData()}
            disabled={downloading.isLoading}
            title={learnersCopy.exportHelp}
          >
            {learnersCopy.exportData}
          </Button>
          {allows(staff, LEARNERS_ERASE) && (
            <Button
              color="error"
              variant="outlined"
              onClick={() => {
                setRefusal(null);
                setEraseOf(data);
              }}
            >
              {learnersCopy.erase}
            </Button>
          )}
        </Box>
      </Box>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      <LearnerTables
        record={data}
        onRevoke={
          allows(staff, CERTIFICATES_REVOKE)
            ? (certificate) => {
                setRefusal(null);
                setRevokeOf(certificate);
              }
            : undefined
        }
      />
      {revokeOf && (
        <RevokeDialog
          certificateId={revokeOf.id}
          busy={revoking.isLoading}
          refusal={refusal}
          onCancel={() => setRevokeOf(null)}
          onConfirm={(reason) => void confirmRevoke(reason)}
        />
      )}
      {eraseOf && (
        <EraseDialog
          account={eraseOf}
          busy={erasing.isLoading}
          refusal={refusal}
          onCancel={() => setEraseOf(null)}
          onConfirm={(typed) => void confirmErase(typed)}
        />
      )}
    </Box>
  );
}
