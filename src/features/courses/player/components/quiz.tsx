import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

import { playerCopy } from '../content';
import type { QuizResult } from '../lesson-session';
import type { PlayerVideo } from '../player-course';

type QuizProps = {
  video: PlayerVideo;
  answer: string | null;
  result: QuizResult;
  onAnswerChange: (answer: string) => void;
  onSubmit: () => void;
};

const alerts = {
  unanswered: { severity: 'info', text: playerCopy.chooseAnswer },
  incorrect: { severity: 'error', text: playerCopy.incorrect },
  correct: { severity: 'success', text: playerCopy.correct },
} as const;

/** The question for the current video: radio options, Submit Answer and the verdict beside it. */
export function Quiz({ video, answer, result, onAnswerChange, onSubmit }: QuizProps) {
  const labelId = useId();
  const verdict = result === 'none' ? null : alerts[result];
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormControl>
        <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}>
          {video.question}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name={`quiz-${video.id}`}
          value={answer ?? ''}
          onChange={(event) => onAnswerChange(event.target.value)}
        >
          {video.options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
      <div>
        <Button type="submit" variant="contained">
          {playerCopy.submitAnswer}
        </Button>
      </div>
      {verdict && (
        <Alert severity={verdict.severity} role={result === 'correct' ? 'status' : 'alert'}>
          {verdict.text}
        </Alert>
      )}
    </Stack>
  );
}
