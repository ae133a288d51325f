/**
 * A signed-in user's new e-mail address, given the password (password-confirmation.ts). An
 * address another account has gets the same vague refusal as a sign-up with it (docs/accounts.md,
 * "Account enumeration"), and the attempt counts against the password attempts, so probing
 * addresses this way is as slow as guessing the password.
 */
import type { Database } from '../db/database.js';
import { validationFailed } from '../http/domain-errors.js';
import { AppError } from '../http/errors.js';
import type { PasswordConfirmation } from './password-confirmation.js';
import { findEmailProblem, normaliseEmail } from './passwords.js';
import { endOpenPasswordResets } from './password-resets-repository.js';
import { updateEmail, type User } from './users-repository.js';

export interface EmailChanges {
  change: (request: { userId: string; password: string; newEmail: string }) => Promise<User>;
}

export function createEmailChanges({
  db,
  confirmPassword,
}: {
  db: Database;
  confirmPassword: PasswordConfirmation;
}): EmailChanges {
  return {
    async change({ userId, password, newEmail }) {
      const email = normaliseEmail(newEmail);
      const emailProblem = findEmailProblem(email);
      if (emailProblem !== undefined) throw validationFailed(emailProblem, { field: 'newEmail' });
      const user = await confirmPassword({ userId, password, field: 'password' });
      if (email === user.email) return user;
      // The sign-up rule, kept: the password may not be the account's address.
      if (normaliseEmail(password) === email)
        throw validationFailed('The new address may not be your password', { field: 'newEmail' });
      const changed = await updateEmail(db, user.id, email);
      // Links to choose a password went to the old address, which may be why it changed. (Not
      // in one transaction with the update: updateEmail answers a race on the address from the
      // unique violation, which would abort the transaction.)
      if (typeof changed === 'object') await endOpenPasswordResets(db, user.id);
      if (changed === undefined) throw new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');
      if (changed === 'taken')
        throw new AppError('EMAIL_REJECTED', 400, 'This address cannot be used for your account', {
          field: 'newEmail',
        });
      return changed;
    },
  };
}
