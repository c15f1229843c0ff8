import { z } from 'zod';
import { passwordSchema } from './auth.ts';

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** POST /api/password-reset: the account is named by its email address or its username. */
export const passwordResetRequestSchema = z.object({
  identifier: z.string().trim().min(1, 'Enter your email address or username.').max(254, 'That is longer than any email address or username.'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/confirm: the token from the emailed link and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().trim().min(1, 'This reset link is incomplete. Open the link from the email again.').max(200, 'This reset link is not valid.'),
  newPassword: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** The one answer to a reset request, whether or not the account exists, so nobody can probe for accounts. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account matches, we have sent it an email with a link to choose a new password. The link works for 30 minutes.';
