import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** Session tokens and reset links: 256 random bits; the database only ever sees their sha256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so a wrong email costs what a wrong password costs.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(newToken());
  await verifyPassword(await dummyHash, password);
}
