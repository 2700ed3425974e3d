import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { LessonVideo } from '../components/lesson-video';
import { Playlist } from '../components/playlist';
import { Quiz } from '../components/quiz';
import type { QuizResult } from '../components/quiz';
import { coursesCopy } from '../content';
import { progressOf, resumeVideoId } from '../model';
import { findPlayerCourse } from '../player-courses';
import type { PlayerCourse } from '../player-courses';
import {
  courseProgressReset,
  selectCompletedVideoIds,
  selectVideoPositions,
  videoCompleted,
  videoPositionSaved,
} from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/lib/paths';
import { selectIsRehydrated } from '@/lib/rehydration';

/** /course/:courseId (signed in): the course's videos with captions, a quiz per video and saved progress. */
export function CoursePlayerPage() {
  const { courseId } = useParams();
  const course = findPlayerCourse(courseId);
  const restored = useAppSelector(selectIsRehydrated);

  if (!course) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
        <PageTitle title={coursesCopy.playerNotFoundTitle} noindex />
        <ErrorState
          title={coursesCopy.playerNotFoundTitle}
          message={coursesCopy.playerNotFoundHint}
          action={
            <Button
              component={RouterLink}
              to={paths.courses}
              variant="contained"
              startIcon={<ArrowBackIcon />}
            >
              {coursesCopy.myCourses}
            </Button>
          }
        />
      </Container>
    );
  }
  if (!restored) {
    return (
      <Container maxWidth="lg" sx={{ py: 10 }}>
        <Typography role="status" sx={{ textAlign: 'center' }}>
          {coursesCopy.loading}
        </Typography>
      </Container>
    );
  }
  // Keyed by course: opening another course starts with a fresh selection and quiz.
  return <CoursePlayer key={course.id} course={course} />;
}

function CoursePlayer({ course }: { course: PlayerCourse }) {
  const dispatch = useAppDispatch();
  const completedIds = useAppSelector((state) => selectCompletedVideoIds(state, course.id));
  const positions = useAppSelector((state) => selectVideoPositions(state, course.id));
  // Until the learner picks a video, the player follows the progress: the first video not yet completed.
  const [chosenVideoId, setChosenVideoId] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [result, setResult] = useState<QuizResult>('none');

  const currentId = chosenVideoId ?? resumeVideoId(course, completedIds);
  const video = course.videos.find((candidate) => candidate.id === currentId) ?? course.videos[0];
  const progress = progressOf(course, completedIds);

  const selectVideo = (videoId: string) => {
    setChosenVideoId(videoId);
    setAnswer(null);
    setResult('none');
  };

  const videoId = video?.id;
  const savePosition = useCallback(
    (seconds: number) => {
      if (videoId) dispatch(videoPositionSaved({ courseId: course.id, videoId, seconds }));
    },
    [dispatch, course.id, videoId],
  );

  if (!video) return null;

  const submit = () => {
    if (answer === null) setResult('unanswered');
    else setResult(answer === video.correctAnswer ? 'correct' : 'incorrect');
  };

  return (
    <>
      <PageTitle title={course.title} noindex />
      <meta name="description" content={course.description} />
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
              video={video}
              startAt={positions[video.id]}
              onPosition={savePosition}
              onEnded={() => {
                dispatch(videoCompleted({ courseId: course.id, videoId: video.id }));
                // The learner stays on the video they finished; the quiz asks again from scratch.
                setChosenVideoId(video.id);
                setResult('none');
              }}
            />
            <Typography variant="h4" component="h2" sx={{ mt: 3 }}>
              {video.title}
            </Typography>
            <Paper
              variant="outlined"
              component="section"
              aria-label={coursesCopy.quizHeading}
              sx={{ mt: 3, p: { xs: 2, md: 3 } }}
            >
              <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
                {coursesCopy.quizHeading}
              </Typography>
              <Quiz
                key={video.id}
                video={video}
                answer={answer}
                result={result}
                onAnswerChange={(value) => {
                  setAnswer(value);
                  setResult('none');
                }}
                onSubmit={submit}
              />
            </Paper>
          </div>
          <Paper variant="outlined" component="aside" aria-label={coursesCopy.playlistLabel} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {coursesCopy.playlistLabel}
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
              onSelect={selectVideo}
            />
            {progress.completed > 0 && (
              <Button
                size="small"
                sx={{ mt: 1 }}
                onClick={() => {
                  dispatch(courseProgressReset({ courseId: course.id }));
                  setChosenVideoId(null);
                  setAnswer(null);
                  setResult('none');
                }}
              >
                {coursesCopy.restartCourse}
              </Button>
            )}
          </Paper>
        </Box>
      </Container>
    </>
  );
}
