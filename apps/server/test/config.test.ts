import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, SANDBOX_BANK_NAMESPACE } from '../src/config.js';

const PRODUCTION = { XS2A_MODE: 'production', XS2A_TRUST_ANCHORS: '/etc/xs2a/anchors.pem' };

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
