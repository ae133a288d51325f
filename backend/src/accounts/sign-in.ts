import type { Queryable } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { PasswordHasher } from './passwords.js';
import { findUserByEmail, type User } from './users-repository.js';

/** The window of the attempts counted per account: sign-in's, and password changes'. */
export const ACCOUNT_ATTEMPTS_WINDOW_MS = 15 * 60_000;

export const invalidCredentials = (): AppError =>
  new AppError('INVALID_CREDENTIALS', 401, 'E-mail or password is incorrect');

/**
 * Checks the credentials. An unknown address and a wrong password fail alike, after the same
 * argon2 work, so neither the answer nor its timing tells whether the account exists.
 */
export async function signIn(
  db: Queryable,
  hasher: PasswordHasher,
  credentials: { email: string; password: string },
): Promise<User> {
  const found = await findUserByEmail(db, credentials.email);
  if (!found) {
    await hasher.verifyNothing(credentials.password);
    throw invalidCredentials();
  }
  if (!(await hasher.verify(found.passwordHash, credentials.password))) throw invalidCredentials();
  const { passwordHash: _passwordHash, ...user } = found;
  return user;
}
