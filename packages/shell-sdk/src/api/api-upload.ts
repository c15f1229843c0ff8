import { throwIfNotOk } from './api-error.ts';

/**
 * Sends a file as the raw body of a PUT, with the file's own type (the gateway checks its bytes
 * anyway). Not apiRequest: that one always sends JSON. Any non-ok answer throws an ApiError.
 */
export async function apiUpload(url: string, file: Blob): Promise<Response> {
  const response = await fetch(url, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  await throwIfNotOk(response);
  return response;
}
