import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';
import { scopeToAccount } from './account-scope.ts';

type RequestScope = { root: EntityManager; fork?: EntityManager; forking?: boolean; accountId?: string };

const requests = new AsyncLocalStorage<RequestScope>();

/**
 * The request's own entity manager, forked on first use. A fork (unit of work, identity map,
 * configuration copy) is a measurable share of a small request's CPU (issue 14's profile), and
 * the hottest requests (GET /api/user, the session read) never touch the ORM. MikroORM asks for it
 * through the `context` option, wherever the code says `orm.em`.
 */
export function requestEntityManager(): EntityManager | undefined {
  const scope = requests.getStore();
  if (!scope) return undefined;
  if (scope.fork) return scope.fork;
  // The fork's own constructor asks for the context; until it exists the answer is "none", as with
  // MikroORM's RequestContext, so the new entity manager resolves to itself.
  if (scope.forking) return undefined;
  scope.forking = true;
  try {
    scope.fork = scope.root.fork({ useContext: true, disableContextResolution: true });
  } finally {
    scope.forking = false;
  }
  if (scope.accountId) scopeToAccount(scope.fork, scope.accountId);
  return scope.fork;
}

/** Runs one request with a context of its own (what MikroORM's RequestContext.create did, minus the eager fork). */
export function inRequestContext<T>(root: EntityManager, next: () => Promise<T>): Promise<T> {
  return requests.run({ root }, next);
}

/** Scopes every query of this request to one account, now or when the request first uses the ORM. */
export function scopeRequestToAccount(accountId: string): void {
  const scope = requests.getStore();
  if (!scope) throw new Error('scopeRequestToAccount runs inside a request context only.');
  scope.accountId = accountId;
  if (scope.fork) scopeToAccount(scope.fork, accountId);
}
