/**
 * SQL: the retainage the job of estimate `e` holds, in its currency: what its invoiced pay
 * applications held back, less what its releases billed.
 */
export const RETAINAGE_HELD_SQL = `(coalesce((select sum(pa.retainage) from pay_application pa
    where pa.account_id = e.account_id and pa.estimate_id = e.id and pa.status = 'invoiced'), 0)
  - coalesce((select sum(rr.amount) from retainage_release rr where rr.account_id = e.account_id and rr.estimate_id = e.id), 0))`;
