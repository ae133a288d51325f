/**
 * The current password, asked for again before a signed-in user changes it or deletes the
 * account: a session left open on a shared computer must not be enough for either.
 */
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { RateLimiter } from '../http/shared-window-limiter.js';
import type { PasswordHasher } from './passwords.js';
import { findUserWithPasswordHashById, type UserWithPasswordHash } from './users-repository.js';

/** The user, once `password` is theirs; throws RATE_LIMITED, UNAUTHENTICATED or WRONG_PASSWORD. */
export type PasswordConfirmation = (request: {
  userId: string;
  password: string;
  /** The input field the password came in, named in a WRONG_PASSWORD error's details. */
  field: string;
}) => Promise<UserWithPasswordHash>;

export function createPasswordConfirmation({
  db,
  hasher,
  attempts,
}: {
  db: Database;
  hasher: PasswordHasher;
  /**
   * Attempts per account, right or wrong, shared by every action that confirms: a stolen
   * session must not become a way to guess the password at argon2's pace. The app gives it
   * sign-in's limit per account.
   */
  attempts: RateLimiter;
}): PasswordConfirmation {
  return async ({ userId, password, field }) => {
    const verdict = await attempts.hit(userId);
    if (!verdict.allowed)
      throw new AppError(
        'RATE_LIMITED',
        429,
        `Too many password attempts; try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} min`,
        // In the error's details too: a GraphQL execution error travels with 200, without headers.
        { retryAfterSeconds: verdict.retryAfterSeconds },
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    const user = await findUserWithPasswordHashById(db, userId);
    if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');
    if (!(await hasher.verify(user.passwordHash, password)))
      throw new AppError('WRONG_PASSWORD', 403, 'Your current password is incorrect', { field });
    return user;
  };
}
