/**
 * The subscription's query keys, apart from its fetchers: the shell's sidebar polls the status key
 * on every signed-in screen, and the fetchers' schemas would bring zod to first paint.
 */
export const subscriptionKeys = { all: ['/api/subscription'] as const, status: ['/api/subscription/status'] as const };
