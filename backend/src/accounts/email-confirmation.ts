/**
 * Confirming an address by a link e-mailed to it (docs/accounts.md, "Confirming e-mail
 * addresses"): the one a new account signed up with, or the one an account asks to move to,
 * which replaces its address only when the link is opened. Whoever opens the link has the
 * inbox; that is the whole proof, so the link needs no session and starts none.
 */
import type { Database } from '../db/database.js';
import { validationFailed } from '../http/domain-errors.js';
import { AppError } from '../http/errors.js';
import type { RateLimiter } from '../http/shared-window-limiter.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import {
  claimEmailConfirmation,
  endOpenEmailConfirmations,
  endPendingEmailChanges,
  findPendingEmailChange,
  type PendingEmail,
  replaceEmailConfirmation,
} from './email-confirmations-repository.js';
import { endOpenPasswordResets } from './password-resets-repository.js';
import { generateSessionToken, hashSecretToken } from './secret-tokens.js';
import { confirmEmail, findUserById, type User } from './users-repository.js';

/** A day: long enough for a mail that arrives late or is read tomorrow morning. */
export const CONFIRM_LINK_TTL_HOURS = 24;

/** As for password reset links: a lost e-mail or two, and nobody floods an inbox through us. */
export const CONFIRM_LINKS_PER_ADDRESS_PER_HOUR = 3;

export const confirmLinkInvalid = (): AppError =>
  new AppError(
    'EMAIL_LINK_INVALID',
    400,
    'This confirmation link is invalid, used or expired; sign in and ask for a new one in Settings',
  );

export const emailRejected = (field?: string): AppError =>
  new AppError(
    'EMAIL_REJECTED',
    400,
    'This address cannot be used for your account',
    field === undefined ? undefined : { field },
  );

const mailUnavailable = (): AppError =>
  new AppError(
    'MAIL_UNAVAILABLE',
    503,
    'This server cannot send e-mail, so it cannot confirm an address; ask its operator',
  );

export interface EmailConfirmations {
  /** After sign-up: a link to the new account's address. Rejects when it cannot be sent. */
  sendForSignUp: (user: User) => Promise<void>;
  /** A link to `newEmail`, replacing any other; the account's address is told of it. */
  sendForChange: (user: User, newEmail: string) => Promise<PendingEmail>;
  /** A new link for what waits: the pending change, else the unconfirmed address itself. */
  sendAgain: (userId: string) => Promise<User>;
  pendingChangeOf: (userId: string) => Promise<PendingEmail | undefined>;
  /** Drops a waiting change: its link stops working. */
  cancelChange: (userId: string) => Promise<void>;
  /** Opens a link: the account with the address confirmed (its new one, for a change). */
  confirm: (token: string) => Promise<User>;
}

interface ErrorLog {
  error(object: Record<string, unknown>, message: string): void;
}

export function createEmailConfirmations({
  db,
  mailer,
  authSecret,
  appOrigin,
  linksPerAddress,
  log,
}: {
  db: Database;
  mailer: Mailer;
  authSecret: string;
  appOrigin: string;
  /** Links sent per address per window; past it, RATE_LIMITED. */
  linksPerAddress: RateLimiter;
  log: ErrorLog;
}): EmailConfirmations {
  const hashOf = (token: string): string =>
    hashSecretToken(authSecret, 'email-confirmation', token);

  /** Stores a new link for `email` (ending the account's others) and mails it there. */
  async function sendLink(
    user: User,
    email: string,
    compose: (link: string) => Omit<MailMessage, 'to'>,
  ): Promise<PendingEmail> {
    if (!mailer.canSend) throw mailUnavailable();
    const verdict = await linksPerAddress.hit(email);
    if (!verdict.allowed)
      throw new AppError(
        'RATE_LIMITED',
        429,
        `Enough links went to this address for now; try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} min`,
        { retryAfterSeconds: verdict.retryAfterSeconds },
        { 'retry-after': String(verdict.retryAfterSeconds) },
      );
    const token = generateSessionToken();
    const pending = await replaceEmailConfirmation(db, {
      userId: user.id,
      email,
      tokenHash: hashOf(token),
      ttlMinutes: CONFIRM_LINK_TTL_HOURS * 60,
    });
    // In the fragment, which browsers never send to a server nor put in a Referer.
    const message = compose(`${appOrigin}/confirm-email#token=${token}`);
    try {
      await mailer.send({ to: email, ...message });
    } catch (error) {
      log.error({ err: error }, 'Could not send an e-mail confirmation link');
      throw new AppError(
        'MAIL_UNAVAILABLE',
        503,
        'The e-mail could not be sent just now; try again in a moment',
      );
    }
    return pending;
  }

  const signUpMail = (user: User) => (link: string) => ({
    subject: 'Confirm your address for Resume Agent',
    text: [
      `Welcome to Resume Agent. To confirm that ${user.email} is your address, open this`,
      `link within ${CONFIRM_LINK_TTL_HOURS} hours and press "Confirm my address":`,
      '',
      link,
      '',
      'If you did not create an account, ignore this e-mail: without the link, nobody can',
      'confirm this address, and nothing more will be sent unless someone asks again.',
    ].join('\n'),
  });

  const changeMail = (user: User, newEmail: string) => (link: string) => ({
    subject: 'Confirm your new address for Resume Agent',
    text: [
      `The Resume Agent account of ${user.email} asked to use ${newEmail} from now on.`,
      `To make the change, open this link within ${CONFIRM_LINK_TTL_HOURS} hours and press`,
      '"Confirm my address":',
      '',
      link,
      '',
      'Until then the account keeps its old address. If you did not ask, ignore this e-mail:',
      'without the link, nothing changes.',
    ].join('\n'),
  });

  const noticeToOldAddress = (user: User, newEmail: string): MailMessage => ({
    to: user.email,
    subject: 'Your Resume Agent address is about to change',
    text: [
      `Someone signed in to your Resume Agent account asked to change its address from`,
      `${user.email} to ${newEmail}. Nothing changes unless the link sent to ${newEmail}`,
      `is opened within ${CONFIRM_LINK_TTL_HOURS} hours.`,
      '',
      'If that was you, there is nothing to do here.',
      'If it was not, sign in, cancel the change in Settings → Account, and change your',
      'password: whoever asked knew it.',
    ].join('\n'),
  });

  return {
    async sendForSignUp(user) {
      await sendLink(user, user.email, signUpMail(user));
    },

    async sendForChange(user, newEmail) {
      const pending = await sendLink(user, newEmail, changeMail(user, newEmail));
      // A notice, not a step: the change does not wait for it, and a failure only goes to the log.
      await mailer.send(noticeToOldAddress(user, newEmail)).catch((error: unknown) => {
        log.error({ err: error }, 'Could not tell the old address of a change of address');
      });
      return pending;
    },

    async sendAgain(userId) {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');
      const pending = await findPendingEmailChange(db, userId);
      if (pending) await sendLink(user, pending.email, changeMail(user, pending.email));
      else if (user.emailConfirmedAt === null) await sendLink(user, user.email, signUpMail(user));
      else throw validationFailed('Your address is confirmed and no change waits for a link');
      return user;
    },

    pendingChangeOf: (userId) => findPendingEmailChange(db, userId),

    cancelChange: (userId) => endPendingEmailChanges(db, userId),

    confirm(token) {
      return db.transaction(async (tx) => {
        // Claimed first: the same link opened twice at once confirms once.
        const claimed = await claimEmailConfirmation(tx, hashOf(token));
        if (!claimed) throw confirmLinkInvalid();
        const before = await findUserById(tx, claimed.userId);
        const confirmed = await confirmEmail(tx, claimed.userId, claimed.email);
        if (confirmed === undefined || before === undefined) throw confirmLinkInvalid();
        // Thrown inside: the claim rolls back with it (and the unique key's refusal needs that).
        if (confirmed === 'taken') throw emailRejected();
        await endOpenEmailConfirmations(tx, claimed.userId);
        // Links to choose a password went to the old address, which may be why it changed.
        if (before.email !== confirmed.email) await endOpenPasswordResets(tx, claimed.userId);
        return confirmed;
      });
    },
  };
}
