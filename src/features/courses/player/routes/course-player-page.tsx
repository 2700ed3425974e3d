import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { LessonVideo } from '../components/lesson-video';
import type { LessonVideoHandle } from '../components/lesson-video';
import { Playlist } from '../components/playlist';
import { ProgressNotice } from '../components/progress-notice';
import { Quiz } from '../components/quiz';
import { Transcript } from '../components/transcript';
import { playerCopy } from '../content';
import { countdownOver, lessonSession, mayMoveOn, newLessonSession } from '../lesson-session';
import { nextVideoId, progressOf, resumeVideoId } from '../model';
import type { PlayerCourse } from '../player-course';
import {
  autoAdvanceChanged,
  courseRestarted,
  playbackRateChosen,
  selectAutoAdvance,
  selectCompletedVideoIds,
  selectPlaybackRate,
  selectVideoPositions,
  videoCompleted,
  videoPositionSaved,
} from '../slice';
import { usePlayerCourses } from '../use-player-courses';
import { useProgressSync } from '../use-progress-sync';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import { selectIsAccountOpen } from '@/lib/account';
import { paths } from '@/lib/paths';

/**
 * /course/:courseId (signed in): the course's videos with the player's controls, captions and transcript,
 * a quiz per video, Next lesson, and saved progress and speed. The course comes from the backend, or from the
 * copy the account kept of its last load when the backend cannot be reached. The progress is this browser's
 * copy of the learner's account (it opens with the sign-in, from storage, without the network); the sync
 * brings the account's and takes the changes there, and the player never waits for it.
 */
export function CoursePlayerPage() {
  const { courseId } = useParams();
  const courses = usePlayerCourses();
  const restored = useAppSelector(selectIsAccountOpen);
  useProgressSync();

  // The kept copy is the account's: it is there once the account has opened.
  if (!restored || courses.status === 'loading') return <PlayerLoading />;
  if (courses.status === 'failed') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <PageTitle title={playerCopy.loadFailedTitle} noindex />
        <ErrorState
          title={playerCopy.loadFailedTitle}
          message={courses.message}
          onRetry={courses.retry}
          retryLabel={playerCopy.retry}
        />
      </Container>
    );
  }
  const course = courses.courses.find((candidate) => candidate.id === courseId);
  if (!course) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <PageTitle title={playerCopy.playerNotFoundTitle} noindex />
        <ErrorState
          title={playerCopy.playerNotFoundTitle}
          message={playerCopy.playerNotFoundHint}
          action={
            <Button
              component={RouterLink}
              to={paths.courses}
              variant="contained"
              startIcon={<ArrowBackIcon />}
            >
              {playerCopy.myCourses}
            </Button>
          }
        />
      </Container>
    );
  }
  // Keyed by course: opening another course starts with a fresh selection and quiz.
  return <CoursePlayer key={course.id} course={course} />;
}

/** The spec's 'Loading...' over the outline of the player, while no course is loaded. */
function PlayerLoading() {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', py: { xs: 3, md: 4 } }}>
        <Container maxWidth="lg">
          <Skeleton variant="text" width="60%" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }} />
          <Skeleton variant="text" width="80%" />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Typography role="status" sx={{ textAlign: 'center', mb: 2 }}>
          {playerCopy.loading}
        </Typography>
        <Box
          aria-hidden="true"
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          }}
        >
          <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      </Container>
    </>
  );
}

function CoursePlayer({ course }: { course: PlayerCourse }) {
  const dispatch = useAppDispatch();
  const completedIds = useAppSelector((state) => selectCompletedVideoIds(state, course.id));
  const positions = useAppSelector((state) => selectVideoPositions(state, course.id));
  const rate = useAppSelector(selectPlaybackRate);
  const autoAdvance = useAppSelector(selectAutoAdvance);
  // The lesson on screen, its quiz and the countdown: the player's rules, in lesson-session.ts.
  const [session, send] = useReducer(lessonSession, newLessonSession);
  const { answer, result, playOnLoad, countdown } = session;
  const [time, setTime] = useState(0);
  const playerRef = useRef<LessonVideoHandle>(null);

  // Until the learner picks a video, the player follows the progress: the first video not yet completed.
  const currentId = session.chosenVideoId ?? resumeVideoId(course, completedIds);
  const video = course.videos.find((candidate) => candidate.id === currentId) ?? course.videos[0];
  const progress = progressOf(course, completedIds);
  const nextId = video ? nextVideoId(course, video.id) : undefined;
  const nextVideo = course.videos.find((candidate) => candidate.id === nextId);
  const completed = video !== undefined && completedIds.includes(video.id);
  const canMoveOn = mayMoveOn(session, completed);
  const standing = (autoAdvanceOn: boolean) => ({
    completed,
    autoAdvance: autoAdvanceOn,
    hasNext: nextId !== undefined,
  });

  const selectVideo = (videoId: string, { play = false }: { play?: boolean } = {}) => {
    send({ type: 'lessonChosen', videoId, play });
    setTime(0);
  };

  const moveOn = () => {
    if (!nextId) return;
    selectVideo(nextId, { play: true });
    // The learner continues in the player, whether they came by mouse or by keyboard.
    requestAnimationFrame(() => playerRef.current?.focus());
  };

  // Auto-advance (opted in): a short, cancellable countdown from the moment the learner may move on.
  const countingDown = countdown !== null;
  useEffect(() => {
    if (!countingDown) return;
    const timer = window.setInterval(() => send({ type: 'secondPassed' }), 1000);
    return () => window.clearInterval(timer);
  }, [countingDown]);
  const moveOnRef = useRef(moveOn);
  useEffect(() => {
    moveOnRef.current = moveOn;
  });
  const over = countdownOver(session);
  useEffect(() => {
    if (over) moveOnRef.current();
  }, [over]);

  const videoId = video?.id;
  const savePosition = useCallback(
    (seconds: number) => {
      if (videoId) dispatch(videoPositionSaved({ courseId: course.id, videoId, seconds }));
    },
    [dispatch, course.id, videoId],
  );

  if (!video) return null;

  const submit = () =>
    send({ type: 'answerSubmitted', correctAnswer: video.correctAnswer, standing: standing(autoAdvance) });

  return (
    <>
      <PageTitle title={course.title} noindex />
      <meta name="description" content={course.description} />
      <ProgressNotice />
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 3, md: 4 } }}>
        <Container maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
            {course.title}
          </Typography>
          <Typography sx={{ mt: 1, maxWidth: 760, opacity: 0.9 }}>{course.description}</Typography>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <div>
            <LessonVideo
              key={video.id}
              ref={playerRef}
              video={video}
              startAt={positions[video.id]}
              rate={rate}
              onRateChange={(next) => dispatch(playbackRateChosen(next))}
              autoPlay={playOnLoad}
              onPosition={savePosition}
              onTime={setTime}
              onEnded={() => {
                dispatch(videoCompleted({ courseId: course.id, videoId: video.id }));
                send({ type: 'lessonEnded', videoId: video.id });
              }}
            />
            {video.captionsUrl ? (
              <Transcript
                key={`transcript-${video.id}`}
                captionsUrl={video.captionsUrl}
                time={time}
                onSeek={(seconds) => playerRef.current?.seek(seconds)}
              />
            ) : null}
            <Typography variant="h4" component="h2" sx={{ mt: 3 }}>
              {video.title}
            </Typography>
            <Paper
              variant="outlined"
              component="section"
              aria-label={playerCopy.quizHeading}
              sx={{ mt: 3, p: { xs: 2, md: 3 } }}
            >
              <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
                {playerCopy.quizHeading}
              </Typography>
              <Quiz
                key={video.id}
                video={video}
                answer={answer}
                result={result}
                onAnswerChange={(value) => send({ type: 'answerChanged', answer: value })}
                onSubmit={submit}
              />
              {canMoveOn && (
                <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                  {nextVideo ? (
                    <>
                      <Button
                        variant="contained"
                        color="secondary"
                        endIcon={<ArrowForwardIcon />}
                        onClick={moveOn}
                      >
                        {playerCopy.nextLesson}
                      </Button>
                      {countdown !== null && (
                        <>
                          <Typography role="status">
                            {playerCopy.autoAdvanceIn(nextVideo.title, Math.max(0, countdown))}
                          </Typography>
                          <Button onClick={() => send({ type: 'countdownCancelled' })}>
                            {playerCopy.cancelAutoAdvance}
                          </Button>
                        </>
                      )}
                    </>
                  ) : (
                    <Typography role="status">{playerCopy.courseFinished}</Typography>
                  )}
                </Box>
              )}
            </Paper>
          </div>
          <Paper variant="outlined" component="aside" aria-label={playerCopy.playlistLabel} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {playerCopy.playlistLabel}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {progress.completed} of {progress.total} completed
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-label={`${course.title} progress`}
              sx={{ my: 1.5, height: 8, borderRadius: 4 }}
            />
            <Playlist
              videos={course.videos}
              currentVideoId={video.id}
              completedIds={completedIds}
              onSelect={(videoId) => selectVideo(videoId)}
            />
            <FormControlLabel
              sx={{ mt: 1, ml: 0 }}
              control={
                <Switch
                  checked={autoAdvance}
                  onChange={(event) => {
                    const enabled = event.target.checked;
                    dispatch(autoAdvanceChanged(enabled));
                    send({ type: 'autoAdvanceSwitched', standing: standing(enabled) });
                  }}
                />
              }
              label={playerCopy.autoAdvance}
            />
            {progress.completed > 0 && (
              <Button
                size="small"
                sx={{ mt: 1, display: 'block' }}
                onClick={() => {
                  // Completed lessons stay completed on the account; every lesson starts from its beginning.
                  dispatch(courseRestarted({ courseId: course.id }));
                  selectVideo(resumeVideoId(course, []) ?? '');
                }}
              >
                {playerCopy.restartCourse}
              </Button>
            )}
          </Paper>
        </Box>
      </Container>
    </>
  );
}
