import { describe, expect, it } from 'vitest';
import {
  castMessages,
  checkInMessages,
  chunkMessages,
  clientMessages,
  connectScreenMessages,
  exerciseMessages,
  feedbackMessages,
  httpMessages,
  loginMessages,
  messages,
  oauthMessages,
  pairingMessages,
  passwordResetMessages,
  qrJoinMessages,
  realtimeMessages,
  registrationMessages,
  serverMessages,
  sessionMessages,
  workoutBuilderMessages,
  workoutPickerMessages,
} from './messages';

describe('messages match the spec word for word', () => {
  it('generic call failures', () => {
    expect(httpMessages.unauthorized).toBe('Authentication failed. Please log in again.');
    expect(httpMessages.forbidden).toBe(
      "Access denied. You don't have permission for this resource.",
    );
    expect(httpMessages.status(502)).toBe('HTTP 502');
  });

  it('login and external sign-in', () => {
    expect(loginMessages).toMatchObject({
      failedTitle: 'Login Failed',
      invalidCredentials: 'Invalid credentials. Please check your email and password.',
      missingFieldsTitle: 'Error',
      missingFields: 'Please fill in all fields',
    });
    expect(oauthMessages.exchangeFailed).toBe('OAuth exchange failed');
    expect(oauthMessages.networkError).toBe('Network error during OAuth exchange');
  });

  it('registration table', () => {
    expect(registrationMessages.invalidEmail).toBe('Enter a valid email address');
    expect(registrationMessages.passwordTooShort).toBe('Password must be at least 6 characters');
    expect(registrationMessages.dateOfBirthFormat).toBe('Use format YYYY-MM-DD');
    expect(registrationMessages.sexRequired).toBe('Select your sex');
    expect(registrationMessages.heightNotPositive).toBe('Height must be positive');
    expect(registrationMessages.step2Title).toBe('Almost done...');
  });

  it('password reset', () => {
    expect(passwordResetMessages.invalidSecret).toBe(
      'That reset code is incorrect or has expired.',
    );
    expect(passwordResetMessages.weakPassword).toBe('Password must be at least 6 characters long.');
    expect(passwordResetMessages.requestFailed).toBe(
      'Unable to request a password reset right now.',
    );
    expect(passwordResetMessages.completeFailed).toBe('Unable to reset your password right now.');
    expect(passwordResetMessages.requestLine).toBe('Your password skipped leg day');
    expect(passwordResetMessages.success).toBe(
      'Password reset! Your password was updated. You can now sign in.',
    );
  });

  it('daily check-in', () => {
    expect(checkInMessages.invalidBodyweight).toBe('Please enter a valid bodyweight (1-500 kg)');
    expect(checkInMessages.loadFailed).toBe("Failed to load today's lifestyle data");
    expect(checkInMessages.forStatus(401)).toBe('Authentication failed. Please log in again.');
    expect(checkInMessages.forStatus(403)).toBe(
      "Access denied. You don't have permission to perform this action.",
    );
    expect(checkInMessages.forStatus(500)).toBe('Server error. Please try again later.');
    expect(checkInMessages.forStatus(503)).toBe('Server error. Please try again later.');
    expect(checkInMessages.forStatus(400)).toBe(
      'Failed to prepare training session. Please try again.',
    );
    expect(checkInMessages.forStatus(undefined)).toBe(
      'Failed to prepare training session. Please try again.',
    );
  });

  it('QR join and feedback', () => {
    expect(qrJoinMessages.invalidCode).toBe('Invalid QR code. Please try again.');
    expect(qrJoinMessages.initializingCamera).toBe('Initializing camera…');
    expect(qrJoinMessages.joined('AB12CD')).toBe(
      'Joined session AB12CD. Your coach can now see you in the room.',
    );
    expect(qrJoinMessages.joinedToast('Sam')).toBe('Joined session as Sam');
    expect(qrJoinMessages.joinedToast(null)).toBe('Joined session');
    expect(qrJoinMessages.joinedToast('')).toBe('Joined session');
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
    expect(connectScreenMessages.invalidScreenId).toBe('Screen ID should be 6-12 characters long.');
    expect(connectScreenMessages.connected('SCREEN01')).toBe(
      'Successfully connected to screen: SCREEN01',
    );
    expect(sessionMessages.started).toBe('Session started');
    expect(sessionMessages.finishing).toBe('Finishing…');
    expect(sessionMessages.endDialogText).toBe(
      'Are you sure? This will save this workout as completed.',
    );
    expect(workoutBuilderMessages.saved('Leg Day')).toBe('Saved "Leg Day"');
    expect(workoutBuilderMessages.saved()).toBe('Workout saved');
    expect(workoutBuilderMessages.emptyHint).toBe('Tap “Add Exercise” to get started');
    expect(workoutBuilderMessages.timerNote).toBe('Timer set – reps are ignored while active.');
    expect(workoutBuilderMessages.editCellTitle('Sets', 'Bench Press')).toBe(
      'Edit: Sets — Bench Press',
    );
    expect(workoutBuilderMessages.editColumnTitle('RIR & Progression')).toBe(
      'Edit: RIR & Progression (All Exercises)',
    );
    expect(pairingMessages.letterUnavailable('C')).toBe(
      'Letter C is already in use. Please select a different letter.',
    );
    expect(pairingMessages.limit).toBe(
      'Maximum of 4 exercises can be paired together. Please deselect some exercises first.',
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

describe('server messages', () => {
  it('reuse the client wording for authentication and access', () => {
    expect(serverMessages.unauthorized).toBe(httpMessages.unauthorized);
    expect(serverMessages.forbidden).toBe(httpMessages.forbidden);
    expect(serverMessages.invalidCredentials).toBe(loginMessages.invalidCredentials);
    expect(serverMessages.invalidSecret).toBe(passwordResetMessages.invalidSecret);
  });

  it('groups every area in one structure', () => {
    expect(messages.pairing).toBe(pairingMessages);
    expect(messages.server.emailTaken).toBe('An account with this email already exists.');
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
