import { localized } from '../i18n/catalog';

/**
 * Whose email an account carries (security issue 28): the client's own change of email in their
 * profile, its confirmation link, the notices, and what a trainer sees for a client who signed in.
 */
const emailChangeMessagesEnglish = {
  // Profile: change email
  sectionTitle: 'Change email',
  currentEmail: (email: string) => `Signed in as ${email}`,
  newEmailLabel: 'New Email',
  currentPasswordLabel: 'Current Password',
  invalidEmail: 'Enter a valid email address.',
  missingPassword: 'Enter your current password.',
  sameEmail: 'That is already the email of your account.',
  send: 'Send Confirmation Link',
  sent: (email: string) => `We sent a confirmation link to ${email}.`,
  sentHint:
    'Open it on any device to finish. Until then you still sign in with your current email.',
  requestFailed: 'Could not send the confirmation link. Please try again.',
  // The confirmation screen (/confirm-email)
  confirmTitle: 'Confirm your new email',
  confirmPrompt: 'Press the button to make this the email you sign in with.',
  confirm: 'Confirm Email',
  confirmed: (email: string) => `Done. You now sign in with ${email}.`,
  confirmFailed: 'Could not confirm the email right now. Please try again.',
  noToken: 'This link is incomplete. Open the link from the email again.',
  continue: 'Continue',
  // The one-time notice on the client home
  coachSetupNotice: (email: string) =>
    `Your coach set up this account with this email: ${email}. You can change it in your profile.`,
  dismissNotice: 'Got it',
  // The trainer's client form
  clientOwnsEmailHint:
    'This client has signed in, so only they can change their email, from their profile.',
  // Mail
  confirmSubject: 'Confirm your new Level Up email',
  confirmBody: (link: string, minutes: number) =>
    `Someone asked to make this the email of a Level Up account. To confirm, open this link within ${minutes} minutes:\n\n${link}\n\nIf it was not you, ignore this email: nothing changes.`,
  changedSubject: 'Your Level Up email was changed',
  changedBody: (newEmail: string) =>
    `The email of your Level Up account was changed to ${newEmail}. You sign in with that address from now on.\n\nIf you did not do this, contact your coach at once.`,
} as const;
export type EmailChangeMessages = typeof emailChangeMessagesEnglish;
export const emailChangeMessages = localized(emailChangeMessagesEnglish, {
  es: () => import('./es/email-change').then((m) => m.emailChangeMessagesEs),
});
