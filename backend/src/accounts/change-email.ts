/**
 * A signed-in user's new e-mail address, given the password (password-confirmation.ts). The
 * address changes only when the link e-mailed to it is opened (email-confirmation.ts): a typo
 * must not send the account's mail, and its password reset links, to a stranger. An address
 * another account has gets the same vague refusal as a sign-up with it (docs/accounts.md,
 * "Account enumeration"), and the attempt counts against the password attempts, so probing
 * addresses this way is as slow as guessing the password.
 */
import type { Database } from '../db/database.js';
import { validationFailed } from '../http/domain-errors.js';
import { type EmailConfirmations, emailRejected } from './email-confirmation.js';
import type { PasswordConfirmation } from './password-confirmation.js';
import { findEmailProblem, normaliseEmail } from './passwords.js';
import { isEmailTaken, type User } from './users-repository.js';

export interface EmailChanges {
  /** The account as it is: its address stays until the link is opened (a change then waits). */
  change: (request: { userId: string; password: string; newEmail: string }) => Promise<User>;
}

export function createEmailChanges({
  db,
  confirmPassword,
  confirmations,
}: {
  db: Database;
  confirmPassword: PasswordConfirmation;
  confirmations: EmailConfirmations;
}): EmailChanges {
  return {
    async change({ userId, password, newEmail }) {
      const email = normaliseEmail(newEmail);
      const emailProblem = findEmailProblem(email);
      if (emailProblem !== undefined) throw validationFailed(emailProblem, { field: 'newEmail' });
      const { passwordHash: _hash, ...user } = await confirmPassword({
        userId,
        password,
        field: 'password',
      });
      // Back to the address it has: whatever change waited is dropped.
      if (email === user.email) {
        await confirmations.cancelChange(user.id);
        return user;
      }
      // The sign-up rule, kept: the password may not be the account's address.
      if (normaliseEmail(password) === email)
        throw validationFailed('The new address may not be your password', { field: 'newEmail' });
      // Checked again when the link is opened: another account may take it meanwhile.
      if (await isEmailTaken(db, email, user.id)) throw emailRejected('newEmail');
      await confirmations.sendForChange(user, email);
      return user;
    },
  };
}
