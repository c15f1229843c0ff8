import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the link cannot be guessed. */
const TOKEN_BYTES = 32;

export const newResetToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** What is stored and looked up instead of the token itself. */
export const resetTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
