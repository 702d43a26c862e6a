/**
 * The X-Request-ID record of a state-changing request, or of a GET on a shared database, failed in a way that may
 * or may not have committed (a connection lost under the insert). Nothing else of the request ran, so the TPP can
 * act on it: the same request with a new X-Request-ID is safe, while the old one may be refused as a replay.
 *
 * @example
 * throw new ReplayRecordFailure(error);
 */
export class ReplayRecordFailure extends Error {
  override readonly name = 'ReplayRecordFailure';

  constructor(cause: unknown) {
    super(`the X-Request-ID record failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}
