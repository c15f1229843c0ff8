import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum, which type stripping cannot inline; 2 is Argon2id.
const ARGON2ID: Algorithm = 2;

/**
 * Under the test runners (NODE_ENV=test) hashes cost the least argon2id allows: every test registers
 * or signs someone in, and at the production cost that was seconds of each test file. A hash records
 * its own parameters, so verifying is the same either way.
 */
const COST = process.env.NODE_ENV === 'test' ? { memoryCost: 1024, timeCost: 1 } : {};

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline. The whole password is hashed. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...COST });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the username does not exist, so response timing does
 * not reveal which usernames are registered. The hash is of a random password nobody knows.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verify(await dummyHash, password);
  return false;
}
