import type { LoginCredentials, User } from '@levelup/shared';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type AuthContextValue, useAuth } from '@/lib/auth/auth-provider';

/**
 * Password sign-in through the auth session, which posts the credentials (its fetcher is
 * `lib/auth/api/login.ts`), keeps the token and publishes the user; resolves to that user.
 */
function loginMutationOptions(auth: Pick<AuthContextValue, 'login'>) {
  return mutationOptions({
    mutationFn: (credentials: LoginCredentials): Promise<User> => auth.login(credentials),
  });
}

export function useLogin() {
  return useMutation(loginMutationOptions(useAuth()));
}
