/** A remote's module could not be loaded (network, missing manifest, missing export). */
export class RemoteLoadError extends Error {
  readonly remote: string;

  constructor(remote: string, request: string, cause: unknown) {
    super(`Could not load ${request} from the ${remote} remote.`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}
