/**
 * The player's rules for the lesson on screen, as a pure reducer the player page runs with `useReducer`:
 * which lesson shows, the quiz's answer and verdict, whether a lesson plays as soon as it loads, and the
 * countdown to the next lesson. What lasts (completed lessons, positions, speed, auto-advance) is the
 * progress slice's; this is what the page forgets when the learner leaves it.
 */

/** How long the learner has to stay on a lesson before auto-advance moves on. */
export const AUTO_ADVANCE_DELAY_S = 5;

/** The outcome of the last Submit Answer: nothing yet, no option chosen, wrong, or right. */
export type QuizResult = 'none' | 'unanswered' | 'incorrect' | 'correct';

export type LessonSession = {
  /** The lesson the learner picked; until then (null) the player follows the progress. */
  chosenVideoId: string | null;
  answer: string | null;
  result: QuizResult;
  /** A lesson the learner moved on to plays at once; one opened from the page's start waits for them. */
  playOnLoad: boolean;
  /** Seconds left before auto-advance moves on, or null when it is not counting down. */
  countdown: number | null;
};

export const newLessonSession: LessonSession = {
  chosenVideoId: null,
  answer: null,
  result: 'none',
  playOnLoad: false,
  countdown: null,
};

/** Where the learner stands on the lesson on screen, as the progress knows it. */
export type LessonStanding = {
  /** The lesson has been watched to its end (now or before). */
  completed: boolean;
  /** The learner's auto-advance preference (kept with the progress). */
  autoAdvance: boolean;
  /** There is a lesson after this one. */
  hasNext: boolean;
};

export type LessonEvent =
  | { type: 'lessonChosen'; videoId: string; play: boolean }
  | { type: 'answerChanged'; answer: string }
  | { type: 'answerSubmitted'; correctAnswer: string; standing: LessonStanding }
  | { type: 'lessonEnded'; videoId: string }
  | { type: 'autoAdvanceSwitched'; standing: LessonStanding }
  | { type: 'secondPassed' }
  | { type: 'countdownCancelled' };

/** Next lesson is offered once the lesson is watched to its end and its quiz answered correctly. */
export const mayMoveOn = (session: LessonSession, completed: boolean): boolean =>
  completed && session.result === 'correct';

/** The countdown has reached zero: the page moves on (and the next lesson's session starts). */
export const countdownOver = (session: LessonSession): boolean =>
  session.countdown !== null && session.countdown <= 0;

const countdownFor = ({ completed, autoAdvance, hasNext }: LessonStanding, result: QuizResult) =>
  completed && autoAdvance && hasNext && result === 'correct' ? AUTO_ADVANCE_DELAY_S : null;

export function lessonSession(session: LessonSession, event: LessonEvent): LessonSession {
  switch (event.type) {
    case 'lessonChosen':
      // Another lesson (or the same one again): its quiz asks from scratch.
      return { ...newLessonSession, chosenVideoId: event.videoId, playOnLoad: event.play };
    case 'answerChanged':
      return { ...session, answer: event.answer, result: 'none', countdown: null };
    case 'answerSubmitted': {
      if (session.answer === null) return { ...session, result: 'unanswered', countdown: null };
      const result = session.answer === event.correctAnswer ? 'correct' : 'incorrect';
      return { ...session, result, countdown: countdownFor(event.standing, result) };
    }
    case 'lessonEnded':
      // The learner stays on the lesson they finished; its quiz asks again from scratch.
      return { ...session, chosenVideoId: event.videoId, result: 'none', countdown: null };
    case 'autoAdvanceSwitched':
      return { ...session, countdown: countdownFor(event.standing, session.result) };
    case 'secondPassed':
      return session.countdown === null ? session : { ...session, countdown: session.countdown - 1 };
    case 'countdownCancelled':
      return { ...session, countdown: null };
  }
}
