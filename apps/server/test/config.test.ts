import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, SANDBOX_BANK_NAMESPACE, summariseConfig } from '../src/config.js';

const PRODUCTION = { XS2A_MODE: 'production', XS2A_TRUST_ANCHORS: '/etc/xs2a/anchors.pem', XS2A_SCA_URL: 'https://sca.bank.example' };

/** The problems a configuration is refused for, or [] when it starts. */
function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    readConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('readConfig: the psu-id namespace', () => {
  it('the sandbox uses the published namespace unless given another', () => {
    expect(readConfig({}).bankNamespace).toBe(SANDBOX_BANK_NAMESPACE);
    expect(readConfig({ XS2A_BANK_NAMESPACE: '0d6f3a57-1c2b-4e8f-9a1d-5b7c2e4f6a80' }).bankNamespace).toBe('0d6f3a57-1c2b-4e8f-9a1d-5b7c2e4f6a80');
  });

  it('production refuses to start without a namespace of its own, since a known one makes psu-ids reversible', () => {
    expect(problemsOf(PRODUCTION)).toEqual([expect.stringContaining('production mode needs XS2A_BANK_NAMESPACE')]);
    expect(problemsOf({ ...PRODUCTION, XS2A_BANK_NAMESPACE: SANDBOX_BANK_NAMESPACE.toUpperCase() })).toEqual([expect.stringContaining('must not be the published sandbox namespace')]);
    expect(problemsOf({ ...PRODUCTION, XS2A_BANK_NAMESPACE: 'secret' })).toEqual(['XS2A_BANK_NAMESPACE must be a UUID']);
    expect(problemsOf({ ...PRODUCTION, XS2A_BANK_NAMESPACE: '0d6f3a57-1c2b-4e8f-9a1d-5b7c2e4f6a80' })).toEqual([]);
  });
});

describe('readConfig: SCA in production', () => {
  const { XS2A_SCA_URL: _site, ...withoutSite } = PRODUCTION;
  const base = { ...withoutSite, XS2A_BANK_NAMESPACE: '0d6f3a57-1c2b-4e8f-9a1d-5b7c2e4f6a80' };
  it('needs the bank\'s SCA site or an explicit demo switch: the built-in pages identify a PSU by customer number alone', () => {
    expect(problemsOf(base)).toEqual([expect.stringContaining('production mode needs XS2A_SCA_URL')]);
    expect(readConfig({ ...base, XS2A_SCA_URL: 'https://sca.bank.example/' })).toMatchObject({ scaSiteUrl: 'https://sca.bank.example', demoSca: false });
    expect(readConfig({ ...base, XS2A_DEMO_SCA: 'true' })).toMatchObject({ scaSiteUrl: undefined, demoSca: true });
    expect(problemsOf({ ...base, XS2A_SCA_URL: 'sca.bank.example' })).toEqual(['XS2A_SCA_URL must be an http(s) URL, got sca.bank.example']);
  });
});

describe('readConfig: where GET replays are remembered', () => {
  it('in the database on PostgreSQL (several processes share it), in memory on SQLite, unless told', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://db/xs2a' }).getReplays).toBe('database');
    expect(readConfig({}).getReplays).toBe('memory');
    expect(readConfig({ DATABASE_URL: 'postgres://db/xs2a', XS2A_GET_REPLAYS: 'memory' }).getReplays).toBe('memory');
    expect(readConfig({ XS2A_GET_REPLAYS: 'DATABASE' }).getReplays).toBe('database');
    expect(summariseConfig(readConfig({})).getReplays).toBe('memory');
  });

  it('refuses any other place', () => {
    expect(problemsOf({ XS2A_GET_REPLAYS: 'redis' })).toEqual(['XS2A_GET_REPLAYS must be memory or database, got redis']);
  });
});

describe('readConfig: SQLite durability', () => {
  const production = { ...PRODUCTION, XS2A_BANK_NAMESPACE: '0d6f3a57-1c2b-4e8f-9a1d-5b7c2e4f6a80' };
  it('syncs every commit in production (a 201 payment survives a power loss) and not in the sandbox, unless told', () => {
    expect(readConfig(production).sqliteSynchronous).toBe('FULL');
    expect(readConfig({}).sqliteSynchronous).toBe('NORMAL');
    expect(readConfig({ XS2A_SQLITE_SYNCHRONOUS: 'full' }).sqliteSynchronous).toBe('FULL');
    expect(readConfig({ ...production, XS2A_SQLITE_SYNCHRONOUS: 'NORMAL' }).sqliteSynchronous).toBe('NORMAL');
    expect(summariseConfig(readConfig({ XS2A_SQLITE_FILE: '/tmp/x.sqlite' })).database).toBe('sqlite:/tmp/x.sqlite (synchronous NORMAL)');
  });

  it('refuses any other level: OFF would lose commits to a crash of the process', () => {
    expect(problemsOf({ XS2A_SQLITE_SYNCHRONOUS: 'OFF' })).toEqual(['XS2A_SQLITE_SYNCHRONOUS must be NORMAL or FULL, got OFF']);
  });
});

describe('readConfig: values that used to slip through', () => {
  it.each([
    ['XS2A_NOW', '1', 'XS2A_NOW must be an ISO 8601 date-time'],
    ['XS2A_NOW', 'March 3', 'XS2A_NOW must be an ISO 8601 date-time'],
    ['XS2A_NOW', '2030', 'XS2A_NOW must be an ISO 8601 date-time'],
    ['XS2A_BASE_PATH', '//api', 'XS2A_BASE_PATH must be a path'],
    ['XS2A_BASE_PATH', '/api/../x', 'XS2A_BASE_PATH must be a path'],
    ['XS2A_PUBLIC_URL', 'notaurl', 'XS2A_PUBLIC_URL must be an http(s) URL'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of'],
  ])('%s=%s is refused, naming the variable', (name, value, text) => {
    expect(problemsOf({ [name]: value })).toEqual([expect.stringContaining(text)]);
  });

  it.each([
    ['XS2A_NOW', '2026-03-02'],
    ['XS2A_NOW', '2026-03-02T09:00:00Z'],
    ['XS2A_NOW', '2026-03-02T09:00:00.123+01:00'],
    ['XS2A_BASE_PATH', '/api-sandbox/'],
    ['XS2A_BASE_PATH', '/psd2/v1.3'],
    ['XS2A_PUBLIC_URL', 'https://api.bank.example/psd2'],
    ['LOG_LEVEL', 'silent'],
  ])('%s=%s is taken', (name, value) => {
    expect(problemsOf({ [name]: value })).toEqual([]);
  });
});
