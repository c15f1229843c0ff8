import { Migration } from '@mikro-orm/migrations';

/** A line break and the blanks around it, as SQL text for regexp_replace. */
const BREAK = String.raw`'\s*[\r\n]+\s*'`;
const HAS_BREAK = String.raw`'[\r\n]'`;
const oneLine = (value: string) => `regexp_replace(${value}, ${BREAK}, ' ', 'g')`;

/**
 * The contracts now refuse a line break in text that becomes an email header (business and client
 * names, contacts' names, templates' email subjects). Browsers read these back through the same
 * schemas, so a break stored before would make the row unreadable there: each becomes a space. The
 * client's lower-cased name and search keys are written from the name, so they follow it.
 */
export class Migration20261129010000_header_text_on_one_line extends Migration {
  override up(): void {
    this.addSql(`update "account_settings" set "business_name" = ${oneLine('"business_name"')} where "business_name" ~ ${HAS_BREAK};`);
    this.addSql(
      `update "client" set "name" = ${oneLine('"name"')}, "name_key" = lower(${oneLine('"name"')}), "search_key" = ${oneLine('"search_key"')}
       where "name" ~ ${HAS_BREAK};`,
    );
    this.addSql(
      `update "client" set
         "contacts" = (select jsonb_agg(case when contact ->> 'name' ~ ${HAS_BREAK} then jsonb_set(contact, '{name}', to_jsonb(${oneLine(`contact ->> 'name'`)})) else contact end order by position)
                       from jsonb_array_elements("contacts") with ordinality as element(contact, position)),
         "search_key" = ${oneLine('"search_key"')}
       where exists (select 1 from jsonb_array_elements("contacts") contact where contact ->> 'name' ~ ${HAS_BREAK});`,
    );
    this.addSql(
      `update "template" set
         "emails" = (select jsonb_object_agg(kind, case when email ->> 'subject' ~ ${HAS_BREAK} then jsonb_set(email, '{subject}', to_jsonb(${oneLine(`email ->> 'subject'`)})) else email end)
                     from jsonb_each("emails") as entry(kind, email))
       where exists (select 1 from jsonb_each("emails") as entry(kind, email) where email ->> 'subject' ~ ${HAS_BREAK});`,
    );
  }
}
