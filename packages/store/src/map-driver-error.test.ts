import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';
import { isRetryableConflict, translateDriverError } from './map-driver-error.js';
import { StoreError, isStoreError } from './store-error.js';
import { TEST_PG_URL } from './testing/store-factories.js';

/** knex prints pool errors to the console unless told where to log. */
const quiet = { warn: () => undefined, error: () => undefined, debug: () => undefined, deprecate: () => undefined };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('translateDriverError: a database out of reach is CONNECTION_FAILED', () => {
  it('translates knex pool exhaustion (no connection free within the acquire timeout)', async () => {
    const knex = knexFactory({ client: 'pg', connection: TEST_PG_URL, pool: { min: 0, max: 1 }, acquireConnectionTimeout: 150, log: quiet });
    const held = await knex.transaction();
    try {
      const error = translateDriverError(await rejection(knex.raw('select 1')));
      expect(isStoreError(error, 'CONNECTION_FAILED')).toBe(true);
      expect((error as StoreError).message).toMatch(/no database connection became free in time/);
      // knex's developer advice ("Are you missing a .transacting(trx) call?") is no help to an operator.
      expect((error as StoreError).message).not.toMatch(/transacting/);
      expect((error as StoreError).cause).toMatchObject({ name: 'KnexTimeoutError' });
    } finally {
      await held.rollback();
      await knex.destroy();
    }
  });

  it('translates a refused connection (nothing listens on the port)', async () => {
    const knex = knexFactory({ client: 'pg', connection: 'postgres://postgres@127.0.0.1:1/test', pool: { min: 0, max: 1 }, log: quiet });
    try {
      const error = translateDriverError(await rejection(knex.raw('select 1')));
      expect(isStoreError(error, 'CONNECTION_FAILED')).toBe(true);
    } finally {
      await knex.destroy();
    }
  });

  it.each([
    ['PostgreSQL too many connections', '53300'],
    ['PostgreSQL not accepting connections yet', '57P03'],
    ['PostgreSQL refusing the role', '28P01'],
    ['PostgreSQL refusing the role without a password check', '28000'],
    ['PostgreSQL database dropped or renamed under a running server', '3D000'],
    ['an unknown host', 'ENOTFOUND'],
    ['SQLite cannot open the file', 'SQLITE_CANTOPEN'],
  ])('translates %s (%s): nothing was sent', (_name, code) => {
    const error = translateDriverError(Object.assign(new Error('driver text'), { code }));
    expect(isStoreError(error, 'CONNECTION_FAILED')).toBe(true);
  });
});

describe('translateDriverError: a database that does not accept connections (ALLOW_CONNECTIONS false)', () => {
  it('regression: 55000 from the session start is CONNECTION_FAILED, so the answer is 503, not 500', async () => {
    const admin = knexFactory({ client: 'pg', connection: TEST_PG_URL, log: quiet });
    const name = `xs2a_closed_${process.pid}`;
    await admin.raw('drop database if exists ??', [name]);
    await admin.raw('create database ?? allow_connections false', [name]);
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 }, log: quiet });
    try {
      const error = translateDriverError(await rejection(knex.raw('select 1')));
      expect(isStoreError(error, 'CONNECTION_FAILED')).toBe(true);
      expect((error as StoreError).cause).toMatchObject({ code: '55000' });
    } finally {
      await knex.destroy();
      await admin.raw('drop database if exists ??', [name]);
      await admin.destroy();
    }
  });

  it('55000 raised by a statement (an object in the wrong state) stays the driver\'s error', () => {
    const error = Object.assign(new Error('currval of sequence is not yet defined in this session'), { code: '55000', routine: 'currval_oid' });
    expect(translateDriverError(error)).toBe(error);
  });
});

describe('translateDriverError: a connection that broke under a statement is CONNECTION_LOST (outcome unknown)', () => {
  it.each([
    ['PostgreSQL admin shutdown', '57P01'],
    ['PostgreSQL connection failure', '08006'],
    ['a connection reset', 'ECONNRESET'],
    ['a broken pipe', 'EPIPE'],
    ['a connection timing out', 'ETIMEDOUT'],
  ])('translates %s (%s)', (_name, code) => {
    const error = translateDriverError(Object.assign(new Error('driver text'), { code }));
    expect(isStoreError(error, 'CONNECTION_LOST')).toBe(true);
  });

  it('keeps other outcomes apart: conflicts, contention, and errors that are not the driver\'s', () => {
    expect(isStoreError(translateDriverError(Object.assign(new Error('dup'), { code: '23505' })), 'CONFLICT')).toBe(true);
    expect(isStoreError(translateDriverError(Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' })), 'CONTENTION')).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(true);
    const own = new TypeError('caller bug');
    expect(translateDriverError(own)).toBe(own);
    const timeoutOfAnotherKind = Object.assign(new Error('operation timed out'), { name: 'TimeoutError' });
    expect(translateDriverError(timeoutOfAnotherKind)).toBe(timeoutOfAnotherKind);
  });
});
