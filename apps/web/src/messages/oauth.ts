export const oauthMessages = {
  failedTitle: 'Login Failed',
  exchangeFailed: 'OAuth exchange failed',
  networkError: 'Network error during OAuth exchange',
} as const;
