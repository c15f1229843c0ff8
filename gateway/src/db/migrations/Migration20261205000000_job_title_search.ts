import { Migration } from '@mikro-orm/migrations';

/** Quick search finds a job by any part of its title. */
export class Migration20261205000000_job_title_search extends Migration {
  override up(): void {
    this.addSql(`create index "estimate_revision_job_title_trigram_index" on "estimate_revision" using gin (lower("job_title") gin_trgm_ops);`);
  }
}
