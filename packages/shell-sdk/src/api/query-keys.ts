/**
 * Query keys are API paths in parts, because the default data loader GETs the parts joined with '/'.
 * A resource's keys share its base path, so invalidating `all` also invalidates every detail.
 */
export const userQueryKey = ['/api/user'] as const;

export function resourceKeys<const Base extends `/api/${string}`>(base: Base) {
  return {
    all: [base] as const,
    detail: (id: string) => [base, id] as const,
  };
}
