/** The suite's assertions: each is recorded, all figures are still printed, and any failure fails the run. */
export class Verdict {
  readonly failures: string[] = [];

  check(ok: boolean, claim: string): void {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${claim}`);
    if (!ok) this.failures.push(claim);
  }
}
