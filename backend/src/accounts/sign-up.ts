import type { Queryable } from '../db/database.js';
import { AppError } from '../http/errors.js';
import {
  findEmailProblem,
  findPasswordProblem,
  normaliseEmail,
  type PasswordHasher,
} from './passwords.js';
import { createUser, type User } from './users-repository.js';

/**
 * Creates an account. A taken address gets the same generic refusal whatever the reason and
 * costs the same argon2 hash as a success (see docs/accounts.md, "Account enumeration").
 */
export async function signUp(
  db: Queryable,
  hasher: PasswordHasher,
  input: { email: string; password: string; displayName?: string | undefined },
): Promise<User> {
  const email = normaliseEmail(input.email);
  const emailProblem = findEmailProblem(email);
  if (emailProblem !== undefined) throw new AppError('INVALID_EMAIL', 400, emailProblem);
  const passwordProblem = findPasswordProblem(input.password, email);
  if (passwordProblem !== undefined) throw new AppError('INVALID_PASSWORD', 400, passwordProblem);
  const displayName = input.displayName?.trim();

  const passwordHash = await hasher.hash(input.password);
  const user = await createUser(db, {
    email,
    passwordHash,
    displayName: displayName === undefined || displayName === '' ? null : displayName,
  });
  if (!user)
    throw new AppError('SIGN_UP_REJECTED', 400, 'Could not create an account with these details');
  return user;
}
