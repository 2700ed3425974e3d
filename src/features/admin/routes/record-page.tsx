import { yupResolver } from '@hookform/resolvers/yup';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';

import {
  adminFailure,
  useCreateRecordMutation,
  useDeleteRecordMutation,
  useGetRecordQuery,
  useSetRecordStatusMutation,
  useUpdateRecordMutation,
} from '../api';
import type { AdminFailure } from '../api';
import { ConflictDialog } from '../components/conflict-dialog';
import { DeleteDialog } from '../components/delete-dialog';
import { RecordFields } from '../components/record-fields';
import { RecordHistory } from '../components/record-history';
import { StatusChip } from '../components/status-chip';
import { adminCopy } from '../content';
import { kindOf } from '../kinds';
import type { KindDef } from '../kinds';
import { recordLabel, shownTime, toFormValues, toRecordFields } from '../model';
import type { AdminRecord, FormValues, RecordStatus } from '../model';
import { adminPaths } from '../paths';
import { recordSchema } from '../record-rules';

import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';

/** What a screen says after a write, carried to the next screen in the navigation's state. */
type Notice = { notice?: string };

/** One record of a kind: `/admin/{kind}/new` creates one, `/admin/{kind}/{id}` edits one. */
export function RecordPage() {
  const params = useParams();
  const kind = kindOf(params.kind);
  const id = params.id === 'new' ? 'new' : Number(params.id);
  if (!kind || (id !== 'new' && (!Number.isSafeInteger(id) || id < 1)))
    return <ErrorState title={adminCopy.consoleTitle} message={adminCopy.notFound} />;
  return id === 'new' ? (
    <NewRecord key={`${kind.name}-new`} kind={kind} />
  ) : (
    <ExistingRecord key={`${kind.name}-${id}`} kind={kind} id={id} />
  );
}

/** What the screen says after a write: kept above the form, which starts again from each saved version. */
function useNotice() {
  const location = useLocation();
  return useState<string | null>((location.state as Notice | null)?.notice ?? null);
}

function NewRecord({ kind }: { kind: KindDef }) {
  const [notice, setNotice] = useNotice();
  return <RecordEditor kind={kind} record={null} notice={notice} onNotice={setNotice} />;
}

function ExistingRecord({ kind, id }: { kind: KindDef; id: number }) {
  const { data: record, error, isLoading, refetch } = useGetRecordQuery({ kind: kind.name, id });
  const [notice, setNotice] = useNotice();
  if (isLoading)
    return (
      <Box role="status" aria-label="Loading the record">
        <Skeleton variant="text" width={240} height={40} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  if (error || !record) {
    const failure = adminFailure(error);
    return (
      <ErrorState
        title={kind.title}
        message={failure.message}
        onRetry={failure.status === 404 ? undefined : () => void refetch()}
        action={
          <Button component={RouterLink} to={adminPaths.kind(kind.name)}>
            {`Back to ${kind.title.toLowerCase()}`}
          </Button>
        }
      />
    );
  }
  // A record saved again (here or after a conflict) is a new version: the form starts from it.
  return (
    <>
      <RecordEditor key={record.updatedAt} kind={kind} record={record} notice={notice} onNotice={setNotice} />
      <RecordHistory kind={kind.name} id={record.id} />
    </>
  );
}

type Conflict = {
  message: string;
  mine: Record<string, unknown>;
  current: AdminRecord;
  status?: RecordStatus;
};

type RecordEditorProps = {
  kind: KindDef;
  record: AdminRecord | null;
  notice: string | null;
  onNotice: (notice: string | null) => void;
};

function RecordEditor({ kind, record, notice, onNotice: setNotice }: RecordEditorProps) {
  const navigate = useNavigate();
  const schema = useMemo(() => recordSchema(kind), [kind]);
  const { control, handleSubmit, reset, setError, formState } = useForm<FormValues>({
    defaultValues: toFormValues(kind, record),
    resolver: yupResolver(schema),
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The version a save is based on: the one read, or after "Keep my version" the one that won meanwhile.
  const [basedOn, setBasedOn] = useState(record?.updatedAt ?? '');
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useCreateRecordMutation();
  const [update, updating] = useUpdateRecordMutation();
  const [setStatus, settingStatus] = useSetRecordStatusMutation();
  const [remove, removing] = useDeleteRecordMutation();
  const busy = creating.isLoading || updating.isLoading || settingStatus.isLoading || removing.isLoading;
  const label = record ? recordLabel(kind, record) : adminCopy.newRecord(kind.noun);

  const refused = (problem: AdminFailure) => {
    for (const [name, message] of Object.entries(problem.fields ?? {}))
      if (kind.fields.some((field) => field.name === name)) setError(name, { type: 'server', message });
    setFailure(problem.message);
  };

  const showNotice = (text: string) => setNotice(text);

  const noticeFor = (status: RecordStatus | undefined, previous: RecordStatus | undefined) =>
    status === 'published' && previous !== 'published'
      ? adminCopy.publishedNote(kind.noun)
      : status === 'draft' && previous === 'published'
        ? adminCopy.unpublishedNote(kind.noun)
        : adminCopy.saved(kind.noun);

  const save = (status?: RecordStatus, updatedAt = basedOn) =>
    handleSubmit(
      async (values) => {
        setNotice(null);
        setFailure(null);
        const fields = toRecordFields(kind, values);
        if (!record) {
          const result = await create({ kind: kind.name, fields, status: status ?? 'draft' });
          if (result.error) return refused(adminFailure(result.error));
          navigate(adminPaths.record(kind.name, result.data.id), {
            replace: true,
            state: { notice: noticeFor(result.data.status, undefined) } satisfies Notice,
          });
          return undefined;
        }
        const result = await update({ kind: kind.name, id: record.id, fields, status, updatedAt });
        if (result.error) {
          const problem = adminFailure(result.error);
          if (problem.status === 409 && problem.current)
            return setConflict({ message: problem.message, mine: fields, current: problem.current, status });
          return refused(problem);
        }
        showNotice(noticeFor(result.data.status, record.status));
        return undefined;
      },
      () => setFailure(adminCopy.fixFields),
    )();

  const changeStatus = async (action: 'publish' | 'unpublish') => {
    if (!record) return undefined;
    if (formState.isDirty) return save(action === 'publish' ? 'published' : 'draft');
    setNotice(null);
    setFailure(null);
    const result = await setStatus({ kind: kind.name, id: record.id, action });
    if (result.error) return refused(adminFailure(result.error));
    showNotice(noticeFor(result.data.status, record.status));
    return undefined;
  };

  const confirmDelete = async () => {
    if (!record) return;
    setRefusal(null);
    const result = await remove({ kind: kind.name, id: record.id });
    if (result.error) {
      setRefusal(adminFailure(result.error).message);
      return;
    }
    navigate(adminPaths.kind(kind.name), {
      state: { notice: adminCopy.deleted(kind.noun) } satisfies Notice,
    });
  };

  const published = record?.status === 'published';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <PageTitle title={`${label} · ${kind.title}`} noindex />
      <Button
        component={RouterLink}
        to={adminPaths.kind(kind.name)}
        startIcon={<ArrowBackIcon aria-hidden="true" />}
        sx={{ mb: 1 }}
      >
        {kind.title}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
          {label}
        </Typography>
        {record && <StatusChip status={record.status} />}
      </Box>
      {record && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {`Last changed by ${record.updatedBy || 'someone'} at ${shownTime(record.updatedAt)}.`}
        </Typography>
      )}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <RecordFields kind={kind} control={control} />
      </Paper>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          flexWrap: 'wrap',
          mt: 2,
          position: 'sticky',
          bottom: 0,
          py: 1.5,
          bgcolor: 'background.default',
          zIndex: 1,
        }}
      >
        {published ? (
          <>
            <Button type="submit" variant="contained" disabled={busy}>
              {adminCopy.saveChanges}
            </Button>
            <Button variant="outlined" disabled={busy} onClick={() => void changeStatus('unpublish')}>
              {adminCopy.unpublish}
            </Button>
          </>
        ) : (
          <>
            <Button type="submit" variant="outlined" disabled={busy}>
              {adminCopy.saveDraft}
            </Button>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void (record ? changeStatus('publish') : save('published'))}
            >
              {adminCopy.publish}
            </Button>
          </>
        )}
        {record && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => {
              setRefusal(null);
              setDeleting(true);
            }}
            sx={{ ml: { sm: 'auto' } }}
          >
            {adminCopy.delete}
          </Button>
        )}
      </Box>
      {record && (
        <DeleteDialog
          label={label}
          open={deleting}
          busy={removing.isLoading}
          refusal={refusal}
          onCancel={() => setDeleting(false)}
          onConfirm={() => void confirmDelete()}
        />
      )}
      {conflict && (
        <ConflictDialog
          kind={kind}
          message={conflict.message}
          mine={conflict.mine}
          current={conflict.current}
          onKeepMine={() => {
            const { current, status } = conflict;
            setConflict(null);
            setBasedOn(current.updatedAt);
            void save(status, current.updatedAt);
          }}
          onTakeTheirs={() => {
            const { current } = conflict;
            setConflict(null);
            setBasedOn(current.updatedAt);
            reset(toFormValues(kind, current));
            setFailure(null);
            setNotice(
              `Their version, saved by ${current.updatedBy || 'someone'} at ${shownTime(current.updatedAt)}, is in the form.`,
            );
          }}
        />
      )}
    </Box>
  );
}
