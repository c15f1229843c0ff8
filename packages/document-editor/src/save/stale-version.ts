import type { ProblemErrors } from '@ledgerline/shell-sdk';

/** A 409 that is about the number is a field error; any other 409 on a save means someone saved first. */
export function isStaleVersion(problem: ProblemErrors): boolean {
  return problem.status === 409 && !problem.fields.number && !/number/i.test(problem.code ?? '');
}
