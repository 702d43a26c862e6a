import { stampAccounts } from './consent.js';
import type {
  AccessCallRecord,
  AuthorisationRecord,
  ConsentRecord,
  IssuedIdentityRecord,
  ScaSessionRecord,
} from './records.js';
import type { AccessWindow, ScaRepositories } from './repositories.js';

// Records go in and out as copies, as they would through a database, so a caller mutating a returned object
// cannot change what is stored.
function copy<T>(value: T): T {
  return structuredClone(value);
}

function keyOf(...parts: readonly (string | null)[]): string {
  return JSON.stringify(parts);
}

/**
 * In-memory repositories for tests and the sandbox. Not for production: nothing survives a restart.
 *
 * @example
 * ```ts
 * const deps = { repositories: createMemoryRepositories(), config };
 * ```
 */
export function createMemoryRepositories(): ScaRepositories {
  const authorisations = new Map<string, AuthorisationRecord>();
  const sessions = new Map<string, ScaSessionRecord>();
  const consents = new Map<string, ConsentRecord>();
  const calls = new Map<string, AccessCallRecord[]>();
  const identities = new Map<string, IssuedIdentityRecord>();

  return {
    authorisations: {
      find: async (authorisationId) => copy(authorisations.get(authorisationId)),
      save: async (record) => {
        authorisations.set(record.authorisationId, copy(record));
      },
      listIdsByObject: async (tppId, kind, objectId) =>
        [...authorisations.values()]
          .filter((a) => a.tppId === tppId && a.object.kind === kind && objectIdOf(a.object) === objectId)
          .sort((a, b) => a.createdAt - b.createdAt)
          .map((a) => a.authorisationId),
    },
    sessions: {
      find: async (tppId, tppSessionId) => copy(sessions.get(keyOf(tppId, tppSessionId))),
      listByPsu: async (tppId, psuId) =>
        [...sessions.values()].filter((s) => s.tppId === tppId && s.psuId === psuId).map(copy),
      save: async (record) => {
        sessions.set(keyOf(record.tppId, record.tppSessionId), copy(record));
      },
    },
    consents: {
      find: async (consentId) => copy(consents.get(consentId)),
      findLatest: async (tppId, psuId, agreementId) => {
        let latest: ConsentRecord | undefined;
        for (const c of consents.values()) {
          if (c.tppId !== tppId || c.psuId !== psuId || c.agreementId !== agreementId) continue;
          if (latest === undefined || c.grantedAt >= latest.grantedAt) latest = c;
        }
        return copy(latest);
      },
      listByCustomer: async (customerNumber) =>
        [...consents.values()].filter((c) => c.customerNumber === customerNumber).map(copy),
      save: async (record) => {
        consents.set(record.consentId, copy(record));
      },
      // Synchronous between the read and the write: atomic in one process.
      stampOnlineSca: async (consentId, accountIds, at) => {
        const consent = consents.get(consentId);
        if (consent === undefined || consent.revokedAt !== null) return;
        const accounts = stampAccounts(consent.accounts, accountIds, at);
        if (accounts !== undefined) consents.set(consentId, { ...consent, accounts });
      },
    },
    accessCalls: {
      recordWithinLimit: async (call, windowStart, limit): Promise<AccessWindow> => {
        const key = keyOf(call.tppId, call.accountId, call.resource);
        const inWindow = (calls.get(key) ?? []).filter((c) => c.at > windowStart);
        const callTimes = inWindow.map((c) => c.at).sort((a, b) => a - b);
        const recorded = inWindow.length < limit;
        calls.set(key, recorded ? [...inWindow, copy(call)] : inWindow);
        return { recorded, callTimes };
      },
    },
    identities: {
      find: async (tppId, id) => copy(identities.get(keyOf(tppId, id))),
      save: async (record) => {
        identities.set(keyOf(record.tppId, record.id), copy(record));
      },
    },
  };
}

function objectIdOf(object: AuthorisationRecord['object']): string | undefined {
  if (object.kind === 'payment') return object.paymentId;
  if (object.kind === 'basket') return object.basketId;
  return undefined;
}
