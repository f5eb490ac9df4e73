import { describe, expect, it } from 'vitest';
import {
  checkInMessages,
  connectScreenMessages,
  httpMessages,
  loginMessages,
  messages,
  pairingMessages,
  passwordResetMessages,
  qrJoinMessages,
  registrationMessages,
  serverMessages,
  sessionMessages,
  workoutBuilderMessages,
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
  });

  it('trainer area toasts and alerts', () => {
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
