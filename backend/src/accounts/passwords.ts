/**
 * Password hashing (argon2id) and the account input rules of NIST SP 800-63B: length only,
 * no composition rules, and not the account's own e-mail address.
 */
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

export interface PasswordHashOptions {
  /** KiB of memory per hash. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20–40 ms per hash on a server core. */
export const defaultPasswordHashOptions: PasswordHashOptions = { memoryCost: 19_456, timeCost: 2 };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Deliberately loose: one @, something on each side, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/u;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True for text shaped like an e-mail address (the account's rule without its length). */
export function looksLikeEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** Returns why the e-mail is unacceptable, or undefined. Expects a normalised address. */
export function findEmailProblem(email: string): string | undefined {
  if (email.length > EMAIL_MAX_LENGTH)
    return `E-mail must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL_PATTERN.test(email)) return 'E-mail must be an address such as name@example.com';
  return undefined;
}

/** Returns why the password is unacceptable, or undefined. Lengths count Unicode code points. */
export function findPasswordProblem(password: string, email: string): string | undefined {
  // NIST counts characters, not UTF-16 units: Array.from splits by code point.
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (normaliseEmail(password) === normaliseEmail(email))
    return 'Password must not be your e-mail address';
  return undefined;
}

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  verify: (passwordHash: string, password: string) => Promise<boolean>;
  /**
   * Spends the same time as a real verification against a hash nobody's password matches,
   * so that an unknown e-mail cannot be told from a wrong password by the response time.
   */
  verifyNothing: (password: string) => Promise<void>;
}

export function createPasswordHasher(
  options: PasswordHashOptions = defaultPasswordHashOptions,
): PasswordHasher {
  // Argon2id is the library's default algorithm (its Algorithm enum is an ambient const enum,
  // which isolated modules cannot name); the tests check the hashes read `$argon2id$`.
  const argonOptions = { ...options, parallelism: 1 };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, argonOptions),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummyHash ??= hash(randomBytes(32).toString('base64url'), argonOptions);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
