import { AsyncLocalStorage } from 'node:async_hooks';

/** Whether the request being served has sent a statement that may change data. */
export interface WriteRecord {
  wrote: boolean;
}

const requests = new AsyncLocalStorage<WriteRecord>();

/**
 * Runs `work` (the rest of a request's middleware) with `record` as the request's write record, so that
 * {@link noteWrite} calls made by the store on the request's behalf land in it.
 *
 * @example
 * const record = { wrote: false };
 * await trackWrites(record, next);
 * if (record.wrote) console.log('the request may have changed data');
 */
export function trackWrites<T>(record: WriteRecord, work: () => Promise<T>): Promise<T> {
  return requests.run(record, work);
}

/** The store's `onWrite`: marks the request in whose context a data-changing statement is sent. */
export function noteWrite(): void {
  const record = requests.getStore();
  if (record !== undefined) record.wrote = true;
}
