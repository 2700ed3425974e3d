import {
  AUTO_ADVANCE_DELAY_S,
  countdownOver,
  lessonSession,
  mayMoveOn,
  newLessonSession,
} from './lesson-session';
import type { LessonEvent, LessonSession, LessonStanding } from './lesson-session';

const finished: LessonStanding = { completed: true, autoAdvance: true, hasNext: true };
const run = (events: LessonEvent[], from: LessonSession = newLessonSession) =>
  events.reduce(lessonSession, from);
const answered = (answer: string, standing: LessonStanding = finished) =>
  run([
    { type: 'answerChanged', answer },
    { type: 'answerSubmitted', correctAnswer: 'b', standing },
  ]);

describe('lessonSession', () => {
  it('follows the progress until the learner picks a lesson, which plays at once only when they moved on', () => {
    expect(newLessonSession.chosenVideoId).toBeNull();
    expect(run([{ type: 'lessonChosen', videoId: 'v2', play: false }])).toMatchObject({
      chosenVideoId: 'v2',
      playOnLoad: false,
    });
    expect(run([{ type: 'lessonChosen', videoId: 'v3', play: true }]).playOnLoad).toBe(true);
  });

  it('asks for an answer, then says wrong or right; changing the answer clears the verdict', () => {
    expect(run([{ type: 'answerSubmitted', correctAnswer: 'b', standing: finished }]).result).toBe(
      'unanswered',
    );
    expect(answered('a').result).toBe('incorrect');
    const right = answered('b');
    expect(right.result).toBe('correct');
    expect(lessonSession(right, { type: 'answerChanged', answer: 'a' })).toMatchObject({
      answer: 'a',
      result: 'none',
      countdown: null,
    });
  });

  it('offers Next lesson only for a lesson watched to its end whose quiz is answered right', () => {
    expect(mayMoveOn(answered('b'), true)).toBe(true);
    expect(mayMoveOn(answered('b'), false)).toBe(false);
    expect(mayMoveOn(answered('a'), true)).toBe(false);
  });

  it('counts down to the next lesson after a right answer, with auto-advance on, a lesson watched and one after it', () => {
    expect(answered('b').countdown).toBe(AUTO_ADVANCE_DELAY_S);
    expect(answered('a').countdown).toBeNull();
    expect(answered('b', { ...finished, autoAdvance: false }).countdown).toBeNull();
    expect(answered('b', { ...finished, completed: false }).countdown).toBeNull();
    expect(answered('b', { ...finished, hasNext: false }).countdown).toBeNull();
  });

  it('moves on when the countdown reaches zero, not before; a cancelled countdown never does', () => {
    let session = answered('b');
    for (let second = 1; second < AUTO_ADVANCE_DELAY_S; second += 1) {
      session = lessonSession(session, { type: 'secondPassed' });
      expect(countdownOver(session)).toBe(false);
    }
    expect(countdownOver(lessonSession(session, { type: 'secondPassed' }))).toBe(true);
    const cancelled = lessonSession(session, { type: 'countdownCancelled' });
    expect(lessonSession(cancelled, { type: 'secondPassed' })).toEqual(cancelled);
    expect(countdownOver(cancelled)).toBe(false);
  });

  it('starts or stops the countdown when auto-advance is switched on or off', () => {
    const right = answered('b', { ...finished, autoAdvance: false });
    const on = lessonSession(right, { type: 'autoAdvanceSwitched', standing: finished });
    expect(on.countdown).toBe(AUTO_ADVANCE_DELAY_S);
    expect(
      lessonSession(on, { type: 'autoAdvanceSwitched', standing: { ...finished, autoAdvance: false } })
        .countdown,
    ).toBeNull();
    expect(
      lessonSession(answered('a'), { type: 'autoAdvanceSwitched', standing: finished }).countdown,
    ).toBeNull();
  });

  it('keeps the learner on the lesson they finished, asking its quiz again', () => {
    const ended = lessonSession(answered('b'), { type: 'lessonEnded', videoId: 'v1' });
    expect(ended).toMatchObject({ chosenVideoId: 'v1', result: 'none', countdown: null });
  });

  it('starts each chosen lesson with its quiz from scratch', () => {
    const next = lessonSession(answered('b'), { type: 'lessonChosen', videoId: 'v2', play: true });
    expect(next).toEqual({ ...newLessonSession, chosenVideoId: 'v2', playOnLoad: true });
  });
});
