/**
 * The query keys of one API resource. Every key starts with the resource's API path, so invalidating
 * `all` refreshes lists and details alike, and `lists()` every list whatever its filters. A detail
 * key is the API path in parts ([base, id]), which the shell's default data loader can GET as it is.
 */
export function resourceKeys<const Base extends `/api/${string}`, Query extends object = Record<string, unknown>>(base: Base) {
  return {
    all: [base] as const,
    lists: () => [base, 'list'] as const,
    list: (query: Query) => [base, 'list', query] as const,
    detail: (id: string) => [base, id] as const,
  };
}
