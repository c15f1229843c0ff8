import { z } from 'zod';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const USERNAME_MAX_LENGTH = 32;
const USERNAME_TOO_LONG = `Username must be at most ${USERNAME_MAX_LENGTH} characters.`;

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(USERNAME_MAX_LENGTH, USERNAME_TOO_LONG)
  .regex(USERNAME_PATTERN, 'Username may contain only letters, digits, underscore, dot and hyphen.');

/** Passwords are checked by length only and never truncated before hashing. */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(256, 'Password must be at most 256 characters.');

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

/** Unknown keys (a `role`, say) are stripped: the server decides the role. */
export const registerBodySchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * Login accepts any non-empty strings within bounds; a wrong format is just a failed login. No
 * username is longer than registration allows, and a longer one would not fit the limiter's key.
 */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'Enter your username.').max(USERNAME_MAX_LENGTH, USERNAME_TOO_LONG),
  password: z.string().min(1, 'Enter your password.').max(256, 'Password must be at most 256 characters.'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;
