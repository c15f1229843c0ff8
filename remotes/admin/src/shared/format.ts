/** A moment as the admin reads it: date and time in their own locale. */
export const formatMoment = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
