import { Migration } from '@mikro-orm/migrations';

/** An estimate names its job ("Ortega bathroom remodel"), printed on every document of the job; those made before have none. */
export class Migration20261202010000_job_title extends Migration {
  override up(): void {
    this.addSql(`alter table "estimate_revision" add "job_title" varchar(120) not null default '';`);
  }
}
