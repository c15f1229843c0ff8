/** A list's filters as the query string the API reads; empty and absent filters are left to the API's defaults. */
export function queryString(filters: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params.toString();
}
