/**
 * The statements the raw-pg ceiling server (raw-pg-server.ts) runs: the SQL the gateway runs for the
 * benched requests, written out here because this is what the ceiling is defined as. When the
 * gateway's SQL for one of these requests changes, change it here in the same commit, or the ratio
 * compares two different queries. Origins: session.store.ts (session and user), invoice-list.ts
 * (the first page and its kept count), users.service.ts (the user a sign-in checks the password
 * of). Search's statements are imported from the gateway instead (search-sql.ts): they are long,
 * and one text for both sides cannot drift.
 */
export const CEILING_SQL = {
  load_session_and_user: `
    select s.data, u.id as user_id, u.username, u.email, u.role, u.account_id
    from "session" s
    left join "app_user" u on u.id = (s.data ->> 'userId')::uuid and u.disabled_at is null
    where s.id = $1 and s.expires_at > now()`,
  invoice_list_newest: `
    select i.id, i.number, i.status, to_char(i.issue_date, 'YYYY-MM-DD') as issue_date, to_char(i.due_date, 'YYYY-MM-DD') as due_date,
      i.currency, i.total, i.amount_paid, i.balance, i.viewed_at, c.id as client_id, c.name as client_name, c.company as client_company
    from invoice i join client c on c.id = i.client_id
    where i.account_id = $1 order by i.issue_date desc, i.number desc limit $2 offset $3`,
  invoice_list_count: `select live_count from document_counter where account_id = $1 and kind = 'invoice' and scope = ''`,
  user_for_login: `select id, password_hash from app_user where username_key = $1`,
} as const;
