/**
 * Deleting an account, given its password (password-confirmation.ts). One statement: every
 * table that holds a user's data references users with ON DELETE CASCADE (sessions, tokens,
 * resumes, jobs, applications and their history, owned plants, idempotency keys), so nothing
 * of the account outlives it and a failure leaves all of it in place.
 */
import type { Database } from '../db/database.js';
import type { PasswordConfirmation } from './password-confirmation.js';

export interface AccountDeletions {
  delete: (request: { userId: string; password: string }) => Promise<void>;
}

export function createAccountDeletions({
  db,
  confirmPassword,
}: {
  db: Database;
  confirmPassword: PasswordConfirmation;
}): AccountDeletions {
  return {
    async delete({ userId, password }) {
      const user = await confirmPassword({ userId, password, field: 'password' });
      await db.query('DELETE FROM users WHERE id = $1', [user.id]);
    },
  };
}
