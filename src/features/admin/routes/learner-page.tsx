import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { adminFailure } from '../api';
import { DownloadButton } from '../components/download-button';
import { EraseDialog } from '../components/erase-dialog';
import { ItemFailure, ItemHeader, ItemLoading } from '../components/item-page';
import { LearnerTables } from '../components/learner-tables';
import { NoticeAlert } from '../components/notice-alert';
import type { Notice } from '../components/notice-alert';
import { RevokeDialog } from '../components/revoke-dialog';
import { CERTIFICATES_REVOKE, LEARNERS_ERASE } from '../kinds';
import {
  learnerFiles,
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
  if (isLoading) return <ItemLoading label={learnersCopy.learnersTitle} blocks={[240]} />;
  if (error || !data)
    return (
      <ItemFailure
        title={learnersCopy.learnersTitle}
        error={error}
        notFound={learnersCopy.notFound}
        onRetry={() => void refetch()}
      />
    );

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

  return (
    <Box>
      <PageTitle title={`${label} · ${learnersCopy.learnersTitle}`} noindex />
      <ItemHeader
        back={{ to: adminPaths.learners, label: learnersCopy.learnersTitle }}
        title={label}
        actions={
          <>
            <DownloadButton
              label={learnersCopy.exportData}
              file={() => learnerFiles.export(sub)}
              done={learnersCopy.exported}
              onNotice={setNotice}
              title={learnersCopy.exportHelp}
            />
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
          </>
        }
      >
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[data.email, data.sub].filter(Boolean).join(' · ')}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {`${learnersCopy.lastSeen}: ${data.lastSeenAt ? shownTime(data.lastSeenAt) : learnersCopy.never}`}
        </Typography>
      </ItemHeader>
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
