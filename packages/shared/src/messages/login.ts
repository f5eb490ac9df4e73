export const loginMessages = {
  failedTitle: 'Login Failed',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  missingFieldsTitle: 'Error',
  missingFields: 'Please fill in all fields',
  emailLabel: 'Email',
  passwordLabel: 'Password',
} as const;
