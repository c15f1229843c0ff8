/** The public link as the client opens it: the API answers a path, which is shared with this site's origin. */
export function absolutePublicUrl(publicUrl: string): string {
  return new URL(publicUrl, window.location.origin).toString();
}
