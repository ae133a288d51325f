/**
 * A signed-in user's new password, given the current one (password-confirmation.ts); every
 * other session of the account is then signed out (one of them may be whoever learnt the old
 * password), this one stays.
 */
import type { Database } from '../db/database.js';
import { validationFailed } from '../http/domain-errors.js';
import type { PasswordConfirmation } from './password-confirmation.js';
import { findPasswordProblem, type PasswordHasher } from './passwords.js';
import { endOpenPasswordResets } from './password-resets-repository.js';
import { revokeOtherSessions } from './sessions-repository.js';
import { updatePasswordHash } from './users-repository.js';

export interface PasswordChange {
  /** Other sessions of the account that were signed out. */
  otherSessionsSignedOut: number;
}

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
  confirmPassword,
}: {
  db: Database;
  hasher: PasswordHasher;
  confirmPassword: PasswordConfirmation;
}): PasswordChanges {
  return {
    async change({ userId, sessionId, currentPassword, newPassword }) {
      const user = await confirmPassword({
        userId,
        password: currentPassword,
        field: 'currentPassword',
      });
      const problem = findPasswordProblem(newPassword, user.email);
      if (problem !== undefined) throw validationFailed(problem, { field: 'newPassword' });
      const passwordHash = await hasher.hash(newPassword);
      return db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        await endOpenPasswordResets(tx, user.id);
        return { otherSessionsSignedOut: await revokeOtherSessions(tx, user.id, sessionId) };
      });
    },
  };
}
