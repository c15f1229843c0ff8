/**
 * The admin the end-to-end gateway starts with (start-gateway.ts makes it with the create-admin CLI):
 * registration through the app only ever makes plain users.
 */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  email: 'e2e_admin@example.com',
  password: 'admin-horse-battery-staple',
} as const;
