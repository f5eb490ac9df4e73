import {
  FALLBACK_QUOTE,
  GOAL_HELPFULNESS_OPTIONS,
  MOTIVATIONAL_QUOTES,
  WORKOUT_LEVELS,
} from '@levelup/shared';
import { describe, expect, it } from 'vitest';
import {
  castMessages,
  chunkMessages,
  clientAreaMessages,
  clientMessages,
  exerciseMessages,
  feedbackMessages,
  oauthMessages,
  readyScreenMessages,
  realtimeMessages,
  workoutPickerMessages,
} from '.';

describe('messages match the spec word for word', () => {
  it('external sign-in', () => {
    expect(oauthMessages.exchangeFailed).toBe('OAuth exchange failed');
    expect(oauthMessages.networkError).toBe('Network error during OAuth exchange');
  });

  it('feedback', () => {
    expect(feedbackMessages.missingContext).toBe(
      'Could not determine user or session. Skipping feedback submission.',
    );
  });

  it('trainer area toasts and alerts', () => {
    expect(clientMessages.fastIntakeApplied).toBe(
      'Fast Intake applied: session estimates prefilled',
    );
    expect(clientMessages.loadedExisting('Ana Lee')).toBe('Loaded existing client: Ana Lee');
    expect(exerciseMessages.created('Front Squat')).toBe('Exercise "Front Squat" created');
    expect(exerciseMessages.similarNames(['Squat', 'Box Squat'])).toBe(
      'Similar names found: Squat, Box Squat',
    );
    expect(realtimeMessages.offline).toBe('Realtime connection unavailable. Continuing offline.');
    expect(castMessages.waiting).toBe(
      'This screen is waiting for a connection. Open your trainer session and use the "Connect" button to scan this code.',
    );
    expect(chunkMessages.loadFailed(7)).toBe('Loading chunk 7 failed.');
  });

  it('formats exercise issues one line per issue', () => {
    expect(
      exerciseMessages.createFailedWithIssues([
        { path: 'name', message: 'Required' },
        { path: 'primaryMuscles', message: 'Too many' },
      ]),
    ).toBe('Failed to create exercise:\n- name: Required\n- primaryMuscles: Too many');
  });
});

describe('client program', () => {
  it('names every workout level', () => {
    expect(Object.keys(clientAreaMessages.workoutLevels)).toEqual(WORKOUT_LEVELS);
  });
});

describe('session feedback', () => {
  it('shows the goal answers in the words the spec gives, in its order', () => {
    expect(Object.keys(clientAreaMessages.goalHelpfulnessOptions)).toEqual(
      GOAL_HELPFULNESS_OPTIONS,
    );
    expect(Object.values(clientAreaMessages.goalHelpfulnessOptions)).toEqual(
      GOAL_HELPFULNESS_OPTIONS,
    );
  });
});

describe('ready screen', () => {
  it('holds every quote word for word, so each shows in the page language', () => {
    expect(readyScreenMessages.quotes).toEqual(MOTIVATIONAL_QUOTES.map((quote) => quote.text));
    expect(readyScreenMessages.fallbackQuote).toBe(FALLBACK_QUOTE.text);
    expect(readyScreenMessages.unknownAuthor).toBe(FALLBACK_QUOTE.author);
  });
});

describe('workout picker', () => {
  it('names its search, filter, sections and buttons as the spec does', () => {
    expect(workoutPickerMessages).toEqual({
      search: 'Workouts',
      level: 'Level',
      yourWorkouts: 'Your Workouts',
      lastWorkouts: 'Last 10 Workouts',
      // The spec's 'Most used', titled as its 'Last 10' is.
      mostUsedWorkouts: 'Most Used Workouts',
      allWorkouts: 'All Workouts',
      createWorkout: 'Create a Workout',
      back: 'Back',
    });
  });
});
