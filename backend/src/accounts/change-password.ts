/**
 * A signed-in user's new password. The current password is asked for again, so that a session
 * left open on a shared computer cannot lock its owner out; every other session of the account
 * is then signed out (one of them may be whoever learnt the old password), this one stays.
 */
import type { Database } from '../db/database.js';
import { validationFailed } from '../http/domain-errors.js';
import { AppError } from '../http/errors.js';
import type { FixedWindowLimiter } from '../http/fixed-window-limiter.js';
import { findPasswordProblem, type PasswordHasher } from './passwords.js';
import { revokeOtherSessions } from './sessions-repository.js';
import { findUserWithPasswordHashById, updatePasswordHash } from './users-repository.js';

export interface PasswordChange {
  /** Other sessions of the account that were signed out. */
  otherSessionsSignedOut: number;
}

const wrongCurrentPassword = (): AppError =>
  new AppError('WRONG_PASSWORD', 403, 'Your current password is incorrect', {
    field: 'currentPassword',
  });

export interface PasswordChanges {
  change: (request: {
    userId: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
  }) => Promise<PasswordChange>;
}

export function createPasswordChanges({
  db,
  hasher,
  attempts,
}: {
  db: Database;
  hasher: PasswordHasher;
  /**
   * Attempts per account, right or wrong: a stolen session must not become a way to guess
   * the password at argon2's pace. The app gives it sign-in's limit per account.
   */
  attempts: FixedWindowLimiter;
}): PasswordChanges {
  return {
    async change({ userId, sessionId, currentPassword, newPassword }) {
      const verdict = attempts.hit(userId);
      if (!verdict.allowed)
        throw new AppError(
          'RATE_LIMITED',
          429,
          `Too many password attempts; try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} min`,
          // In the error's details: a GraphQL execution error travels with 200, without headers.
          { retryAfterSeconds: verdict.retryAfterSeconds },
        );
      const user = await findUserWithPasswordHashById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');
      if (!(await hasher.verify(user.passwordHash, currentPassword))) throw wrongCurrentPassword();
      const problem = findPasswordProblem(newPassword, user.email);
      if (problem !== undefined) throw validationFailed(problem, { field: 'newPassword' });
      const passwordHash = await hasher.hash(newPassword);
      return db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        return { otherSessionsSignedOut: await revokeOtherSessions(tx, user.id, sessionId) };
      });
    },
  };
}
