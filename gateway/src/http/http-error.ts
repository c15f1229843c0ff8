/**
 * The one way routes signal failure: throw an HttpError and the error middleware turns it into
 * problem+json. `message` is a sentence shown to people, so it never carries internal detail.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { fields?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'You are not signed in.');

export const notFound = () => new HttpError(404, 'not_found', 'There is nothing at this address.');
