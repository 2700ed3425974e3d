import { yupResolver } from '@hookform/resolvers/yup';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Control, FieldErrors, FieldPath, UseFormRegister } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { adminFailure } from '../api';
import { NoticeAlert } from '../components/notice-alert';
import type { Notice } from '../components/notice-alert';
import { StatusChip } from '../components/status-chip';
import { UploadField } from '../components/upload-field';
import { shownTime } from '../model';
import { adminPaths } from '../paths';
import {
  playerCoursesAdminApi,
  useGetAdminPlayerCourseQuery,
  useSavePlayerCourseMutation,
  useSetPlayerCourseStatusMutation,
} from '../player-courses-api';
import { playerCoursesCopy as copy } from '../player-courses-content';
import {
  courseEditOf,
  courseFormOf,
  courseFormSchema,
  emptyLesson,
  formFieldOf,
} from '../player-courses-model';
import type { AdminPlayerCourse, CourseForm } from '../player-courses-model';

import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import { VisuallyHidden } from '@/components/visually-hidden';

/** /admin/player-courses/:courseId: a course's lessons in order, edited whole and saved with its `updatedAt`. */
export function PlayerCoursePage() {
  const { courseId = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetAdminPlayerCourseQuery(courseId);
  const back = (
    <Button component={RouterLink} to={adminPaths.playerCourses} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {copy.coursesTitle}
    </Button>
  );
  if (isLoading)
    return (
      <Box role="status" aria-label={copy.coursesTitle}>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="rounded" height={120} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={360} />
      </Box>
    );
  if (error || !data) {
    const failure = adminFailure(error);
    return (
      <Box>
        {back}
        <ErrorState
          title={failure.status === 404 ? copy.notFound : copy.coursesTitle}
          message={failure.message}
          {...(failure.status === 404 ? {} : { onRetry: () => void refetch() })}
        />
      </Box>
    );
  }
  // Keyed by course only: a save or a refetch never replaces what is being typed.
  return (
    <Box>
      {back}
      <CourseEditor key={data.id} course={data} />
    </Box>
  );
}

function CourseEditor({ course }: { course: AdminPlayerCourse }) {
  const { control, register, handleSubmit, reset, setError, getValues, formState } = useForm<CourseForm>({
    resolver: yupResolver(courseFormSchema),
    defaultValues: courseFormOf(course),
  });
  const lessons = useFieldArray({ control, name: 'lessons', keyName: 'key' });
  const [updatedAt, setUpdatedAt] = useState(course.updatedAt);
  const [status, setStatus] = useState(course.status);
  const [lastChange, setLastChange] = useState({ at: course.updatedAt, by: course.updatedBy });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [conflict, setConflict] = useState<AdminPlayerCourse | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [save, { isLoading: saving }] = useSavePlayerCourseMutation();
  const [changeStatus, { isLoading: changing }] = useSetPlayerCourseStatusMutation();
  const [fetchCourse] = playerCoursesAdminApi.endpoints.getAdminPlayerCourse.useLazyQuery();
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const title = useWatch({ control, name: 'title' });
  // Read while rendering, so the form keeps it up to date (react-hook-form tracks what a render reads).
  const dirty = formState.isDirty;

  const took = (saved: AdminPlayerCourse) => {
    setUpdatedAt(saved.updatedAt);
    setStatus(saved.status);
    setLastChange({ at: saved.updatedAt, by: saved.updatedBy });
  };

  const send = (stamp: string) =>
    handleSubmit(
      async (values) => {
        setNotice(null);
        const result = await save({ id: course.id, ...courseEditOf(values), updatedAt: stamp });
        if (result.error) {
          const failure = adminFailure(result.error);
          if (failure.status === 409) {
            // What was typed stays in the form; their version is fetched to compare or take.
            const current = await fetchCourse(course.id)
              .unwrap()
              .catch(() => null);
            setConflict(current);
            setNotice({ severity: 'error', text: copy.conflict });
            return;
          }
          for (const [field, message] of Object.entries(failure.fields ?? {}))
            if (field.startsWith('lessons.') || field.startsWith('lessons[') || field === 'title')
              setError(formFieldOf(field) as FieldPath<CourseForm>, { message });
          setNotice({ severity: 'error', text: failure.message });
          return;
        }
        setConflict(null);
        took(result.data);
        reset(courseFormOf(result.data));
        setNotice({ severity: 'success', text: copy.saved });
      },
      () => setNotice({ severity: 'error', text: copy.fixFields }),
    )();

  const publishOrNot = async () => {
    if (dirty) {
      setNotice({ severity: 'error', text: copy.saveFirst });
      return;
    }
    setNotice(null);
    const action = status === 'published' ? 'unpublish' : 'publish';
    const result = await changeStatus({ id: course.id, action });
    if (result.error) {
      setNotice({ severity: 'error', text: adminFailure(result.error).message });
      return;
    }
    took(result.data);
    setNotice({ severity: 'success', text: action === 'publish' ? copy.published : copy.unpublished });
  };

  /** Moves a lesson and keeps the keyboard on it: the same button, or the other one at either end. */
  const moveLesson = (from: number, to: number) => {
    const field = lessons.fields[from];
    if (!field || to < 0 || to >= lessons.fields.length) return;
    lessons.move(from, to);
    const moved = getValues(`lessons.${to}.title`);
    setAnnouncement(copy.moved(moved, to + 1));
    const last = lessons.fields.length - 1;
    const direction = to < from ? 'up' : 'down';
    const stays = direction === 'up' ? to > 0 : to < last;
    const target = `${field.key}:${stays ? direction : direction === 'up' ? 'down' : 'up'}`;
    requestAnimationFrame(() => buttons.current.get(target)?.focus());
  };

  const removeLesson = (index: number) => {
    setAnnouncement(copy.removed(getValues(`lessons.${index}.title`)));
    lessons.remove(index);
    requestAnimationFrame(() => buttons.current.get('add')?.focus());
  };

  const lessonsError = formState.errors.lessons?.root?.message ?? formState.errors.lessons?.message;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(updatedAt);
      }}
    >
      <PageTitle title={`${course.title} · ${copy.coursesTitle}`} noindex />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title.trim() || course.title}
        </Typography>
        <StatusChip status={status} />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${copy.lastChange}: ${shownTime(lastChange.at)}${lastChange.by ? ` · ${lastChange.by}` : ''}`}
      </Typography>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3, display: 'grid', gap: 2 }}>
        <TextField
          label={copy.courseTitle}
          {...fieldProps(register, 'title')}
          error={Boolean(formState.errors.title)}
          helperText={formState.errors.title?.message}
          required
          size="small"
        />
        <TextField
          label={copy.description}
          {...fieldProps(register, 'description')}
          multiline
          minRows={2}
          size="small"
        />
      </Paper>

      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {copy.lessonsHeading}
      </Typography>
      {lessonsError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {lessonsError}
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {lessons.fields.map((field, index) => (
          <li key={field.key}>
            <LessonEditor
              index={index}
              count={lessons.fields.length}
              control={control}
              register={register}
              errors={formState.errors.lessons?.[index]}
              buttonRef={(name) => (element) => {
                buttons.current.set(`${field.key}:${name}`, element);
              }}
              onMove={(to) => moveLesson(index, to)}
              onRemove={() => removeLesson(index)}
            />
          </li>
        ))}
      </Box>
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
      <Button
        ref={(element) => {
          buttons.current.set('add', element);
        }}
        startIcon={<AddIcon />}
        variant="outlined"
        sx={{ mt: 2 }}
        onClick={() => {
          lessons.append(emptyLesson(getValues('lessons').map((lesson) => lesson.id)));
        }}
      >
        {copy.addLesson}
      </Button>

      <NoticeAlert notice={notice} sx={{ mt: 3 }} />
      {conflict && (
        <Box sx={{ mt: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            onClick={() => {
              took(conflict);
              reset(courseFormOf(conflict));
              setConflict(null);
              setNotice(null);
            }}
          >
            {copy.reloadTheirs}
          </Button>
          <Button variant="outlined" onClick={() => void send(conflict.updatedAt)}>
            {copy.keepMine}
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? copy.saving : copy.save}
        </Button>
        <Button variant="outlined" disabled={changing} onClick={() => void publishOrNot()}>
          {status === 'published' ? copy.unpublish : copy.publish}
        </Button>
      </Box>
    </Box>
  );
}

/** A registered field as MUI's TextField takes it (its ref on the input). */
function fieldProps(register: UseFormRegister<CourseForm>, name: FieldPath<CourseForm>) {
  const { ref, ...rest } = register(name);
  return { ...rest, inputRef: ref };
}

type LessonErrors = NonNullable<FieldErrors<CourseForm>['lessons']>[number];

function LessonEditor({
  index,
  count,
  control,
  register,
  errors,
  buttonRef,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  control: Control<CourseForm>;
  register: UseFormRegister<CourseForm>;
  errors: LessonErrors | undefined;
  buttonRef: (name: 'up' | 'down' | 'remove') => (element: HTMLButtonElement | null) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const position = index + 1;
  const lessonTitle = useWatch({ control, name: `lessons.${index}.title` });
  const options = useWatch({ control, name: `lessons.${index}.options` });
  const headingId = `lesson-${index}-heading`;
  const optionsError = errors?.options?.message ?? errors?.options?.root?.message;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h4"
          sx={{ flex: '1 1 200px', fontWeight: 600 }}
        >
          {copy.lessonHeading(position, lessonTitle)}
        </Typography>
        <Button
          ref={buttonRef('up')}
          size="small"
          startIcon={<ArrowUpwardIcon />}
          disabled={index === 0}
          aria-label={copy.moveUp(position)}
          onClick={() => onMove(index - 1)}
        >
          Up
        </Button>
        <Button
          ref={buttonRef('down')}
          size="small"
          startIcon={<ArrowDownwardIcon />}
          disabled={index === count - 1}
          aria-label={copy.moveDown(position)}
          onClick={() => onMove(index + 1)}
        >
          Down
        </Button>
        <Button
          ref={buttonRef('remove')}
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          aria-label={copy.removeLesson(position)}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Box>
      <TextField
        label={copy.lessonTitle}
        {...fieldProps(register, `lessons.${index}.title`)}
        error={Boolean(errors?.title)}
        helperText={errors?.title?.message}
        required
        size="small"
      />
      <Controller
        control={control}
        name={`lessons.${index}.videoUrl`}
        render={({ field, fieldState }) => (
          <UploadField
            field={{
              name: field.name,
              label: copy.video,
              type: 'upload',
              purpose: 'video',
              keeps: 'url',
              helperText: copy.videoHelp,
            }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name={`lessons.${index}.captionsUrl`}
        render={({ field, fieldState }) => (
          <UploadField
            field={{
              name: field.name,
              label: copy.captions,
              type: 'upload',
              purpose: 'captions',
              keeps: 'url',
              helperText: copy.captionsHelp,
            }}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={copy.transcript}
        {...fieldProps(register, `lessons.${index}.transcript`)}
        helperText={copy.transcriptHelp}
        multiline
        minRows={2}
        size="small"
      />
      <TextField
        label={copy.question}
        {...fieldProps(register, `lessons.${index}.question`)}
        error={Boolean(errors?.question)}
        helperText={errors?.question?.message}
        required
        size="small"
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {[0, 1, 2].map((option) => (
          <TextField
            key={option}
            label={copy.option(option + 1)}
            {...fieldProps(register, `lessons.${index}.options.${option}`)}
            error={Boolean(errors?.options?.[option] ?? optionsError)}
            helperText={errors?.options?.[option]?.message}
            required
            size="small"
          />
        ))}
      </Box>
      {optionsError && <FormHelperText error>{optionsError}</FormHelperText>}
      <Controller
        control={control}
        name={`lessons.${index}.correctAnswer`}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id={`lesson-${index}-correct`}>{copy.correctAnswer}</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`lesson-${index}-correct`}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              {[0, 1, 2].map((option) => (
                <FormControlLabel
                  key={option}
                  value={String(option)}
                  control={<Radio />}
                  label={options?.[option]?.trim() || copy.option(option + 1)}
                />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </Paper>
  );
}
