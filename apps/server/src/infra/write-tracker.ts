import { AsyncLocalStorage } from 'node:async_hooks';

/** How many statements that may have changed data the request being served has sent. */
export interface WriteRecord {
  writes: number;
}

const requests = new AsyncLocalStorage<WriteRecord>();

/**
 * Runs `work` (the rest of a request's middleware) with `record` as the request's write record, so that
 * {@link noteWrite} and {@link noteWriteRefused} calls made by the store on the request's behalf land in it.
 *
 * @example
 * const record = { writes: 0 };
 * await trackWrites(record, next);
 * if (record.writes > 0) console.log('the request may have changed data');
 */
export function trackWrites<T>(record: WriteRecord, work: () => Promise<T>): Promise<T> {
  return requests.run(record, work);
}

/** The store's `onWrite`: counts a data-changing statement sent in the request's context. */
export function noteWrite(): void {
  const record = requests.getStore();
  if (record !== undefined) record.writes += 1;
}

/**
 * The store's `onWriteRefused`: one of those statements failed having changed nothing (busy, no connection), so
 * it no longer counts. A SQLite file locked by another process then still answers 503 "nothing written".
 */
export function noteWriteRefused(): void {
  const record = requests.getStore();
  if (record !== undefined && record.writes > 0) record.writes -= 1;
}
