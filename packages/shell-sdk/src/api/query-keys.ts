/** The signed-in user's key: the API path in parts, which the default data loader GETs as it is. */
export const userQueryKey = ['/api/user'] as const;
