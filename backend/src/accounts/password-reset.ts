/**
 * "Forgot your password?": a link by e-mail that lets whoever reads that inbox choose a new
 * password. Asking says nothing about whether an account uses the address (the answer and its
 * timing are the same either way: the route does the work after answering); using the link
 * signs every session of the account out, since one of them may be whoever took it over.
 */
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { RateLimiter } from '../http/shared-window-limiter.js';
import type { Mailer } from '../mail/mailer.js';
import { findPasswordProblem, normaliseEmail, type PasswordHasher } from './passwords.js';
import {
  createPasswordReset,
  endOpenPasswordResets,
  findUsablePasswordReset,
  usePasswordReset,
} from './password-resets-repository.js';
import { generateSessionToken, hashSecretToken } from './secret-tokens.js';
import { revokeAllSessions } from './sessions-repository.js';
import {
  findUserByEmail,
  findUserById,
  updatePasswordHash,
  type User,
} from './users-repository.js';

/** Long enough to switch to the inbox and back; short enough that an old e-mail is no key. */
export const RESET_LINK_TTL_MINUTES = 60;

/** Enough for a lost e-mail or two; few enough that nobody can flood an inbox through us. */
export const RESET_LINKS_PER_ADDRESS_PER_HOUR = 3;

export const resetLinkInvalid = (): AppError =>
  new AppError(
    'RESET_LINK_INVALID',
    400,
    'This link to choose a new password is invalid, used or expired; ask for a new one',
  );

export interface PasswordResets {
  /** Sends a link if an account uses the address; resolves either way, the same. */
  request: (email: string) => Promise<void>;
  /** Sets the new password and signs every session out; the account, to sign in again. */
  complete: (input: { token: string; password: string }) => Promise<User>;
}

export function createPasswordResets({
  db,
  hasher,
  mailer,
  authSecret,
  appOrigin,
  linksPerAddress,
}: {
  db: Database;
  hasher: PasswordHasher;
  mailer: Mailer;
  authSecret: string;
  appOrigin: string;
  /** Links sent per address per window: past it, requests are dropped (no mail bombing). */
  linksPerAddress: RateLimiter;
}): PasswordResets {
  return {
    async request(email) {
      const address = normaliseEmail(email);
      if (!(await linksPerAddress.hit(address)).allowed) return;
      const user = await findUserByEmail(db, address);
      if (!user) return;
      const token = generateSessionToken();
      await createPasswordReset(db, {
        userId: user.id,
        tokenHash: hashSecretToken(authSecret, 'password-reset', token),
        ttlMinutes: RESET_LINK_TTL_MINUTES,
      });
      // In the fragment, which browsers never send to a server nor put in a Referer.
      const link = `${appOrigin}/reset-password#token=${token}`;
      await mailer.send({
        to: user.email,
        subject: 'Choose a new password for Resume Agent',
        text: [
          'Someone (hopefully you) asked to choose a new password for the Resume Agent account',
          `of ${user.email}. To choose one, open this link within an hour:`,
          '',
          link,
          '',
          'It works once. Choosing a new password signs the account out everywhere.',
          'If you did not ask, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      });
    },

    async complete({ token, password }) {
      const reset = await findUsablePasswordReset(
        db,
        hashSecretToken(authSecret, 'password-reset', token),
      );
      if (!reset) throw resetLinkInvalid();
      const problem = findPasswordProblem(password, reset.email);
      if (problem !== undefined)
        throw new AppError('INVALID_PASSWORD', 400, problem, { field: 'password' });
      const passwordHash = await hasher.hash(password);
      await db.transaction(async (tx) => {
        // Checked again inside: the same link used twice at once sets one password, not two.
        if (!(await usePasswordReset(tx, reset.id, reset.userId))) throw resetLinkInvalid();
        await updatePasswordHash(tx, reset.userId, passwordHash);
        await endOpenPasswordResets(tx, reset.userId);
        await revokeAllSessions(tx, reset.userId);
      });
      const user = await findUserById(db, reset.userId);
      if (!user) throw resetLinkInvalid();
      return user;
    },
  };
}
