import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsentRecord, ScaSessionRecord } from '@xs2a-kit/sca-session';
import type { Store } from '../create-store.js';
import { makeAuthorisation } from './fixtures.js';
import type { StoreFactory } from './store-factories.js';

const DAY = 86_400_000;

/** The sca-session repositories, the access counters and the store's own operational tables. */
export function describeScaContract(factory: StoreFactory): void {
  let store: Store;
  let now = Date.parse('2026-03-02T09:00:00Z');
  beforeAll(async () => {
    store = await factory.open({ clock: { now: () => new Date(now) } });
  });
  beforeEach(() => factory.reset());

  describe('sca records', () => {
    it('saves, replaces and reads authorisations unchanged', async () => {
      const record = makeAuthorisation('p-1');
      await store.authorisations.save(record);
      expect(await store.authorisations.find(record.authorisationId)).toEqual(record);
      const finalised = { ...record, scaStatus: 'finalised' as const, psuId: 'psu-1', context: 'PRIVATE' as const, completedAt: record.createdAt + 1 };
      await store.authorisations.save(finalised);
      expect(await store.authorisations.find(record.authorisationId)).toEqual(finalised);
      expect(await store.authorisations.find('missing')).toBeUndefined();
    });

    it('keys sessions by TPP and session id and lists a PSU\'s sessions', async () => {
      const session: ScaSessionRecord = {
        tppId: 't', tppSessionId: 's1', psuId: 'psu-1', customerNumber: '13039319955', context: 'PRIVATE', agreementId: null,
        psuCorporateId: null, authorisationId: 'a1', scaCompletedAt: now, expiresAt: now + 3_600_000, invalidatedAt: null,
      };
      await store.sessions.save(session);
      await store.sessions.save({ ...session, tppSessionId: 's2' });
      await store.sessions.save({ ...session, invalidatedAt: now + 5 });
      expect(await store.sessions.find('t', 's1')).toEqual({ ...session, invalidatedAt: now + 5 });
      expect((await store.sessions.listByPsu('t', 'psu-1')).map((s) => s.tppSessionId).sort()).toEqual(['s1', 's2']);
      expect(await store.sessions.listByPsu('other', 'psu-1')).toEqual([]);
    });

    it('finds the latest consent per TPP, PSU and agreement (null for PRIVATE)', async () => {
      const base: ConsentRecord = {
        consentId: 'c1', tppId: 't', psuId: 'psu-1', customerNumber: '13039319955', context: 'PRIVATE', agreementId: null,
        psuCorporateId: null, accounts: [{ accountId: 'acc-1', lastOnlineScaAt: now }], grantedAt: now, expiresAt: now + 180 * DAY,
        revokedAt: null, authorisationId: 'a1',
      };
      await store.consents.save(base);
      await store.consents.save({ ...base, consentId: 'c2', grantedAt: now + 10 });
      await store.consents.save({ ...base, consentId: 'c3', grantedAt: now + 20, agreementId: 'agr', context: 'CORPORATE' });
      expect((await store.consents.findLatest('t', 'psu-1', null))?.consentId).toBe('c2');
      expect((await store.consents.findLatest('t', 'psu-1', 'agr'))?.consentId).toBe('c3');
      expect(await store.consents.findLatest('t', 'psu-2', null)).toBeUndefined();
      expect(await store.consents.find('c1')).toEqual(base);
      expect((await store.consents.listByCustomer('13039319955')).map((c) => c.consentId)).toEqual(['c1', 'c2', 'c3']);
    });

    it('stamps online SCA on the named accounts of an unrevoked consent only, never backwards, all of simultaneous stamps', async () => {
      const accounts = ['acc-1', 'acc-2', 'acc-3'].map((accountId) => ({ accountId, lastOnlineScaAt: now - 80 * DAY }));
      const consent: ConsentRecord = {
        consentId: 'c1', tppId: 't', psuId: 'psu-1', customerNumber: '13039319955', context: 'PRIVATE', agreementId: null,
        psuCorporateId: null, accounts, grantedAt: now - 80 * DAY, expiresAt: now + 100 * DAY, revokedAt: null, authorisationId: 'a1',
      };
      await store.consents.save(consent);
      // Two reads of different accounts stamping at once: neither write loses the other's.
      await Promise.all([store.consents.stampOnlineSca('c1', ['acc-1'], now), store.consents.stampOnlineSca('c1', ['acc-2', 'elsewhere'], now + 1)]);
      await store.consents.stampOnlineSca('c1', ['acc-1'], now - DAY);
      expect((await store.consents.find('c1'))?.accounts).toEqual([
        { accountId: 'acc-1', lastOnlineScaAt: now },
        { accountId: 'acc-2', lastOnlineScaAt: now + 1 },
        { accountId: 'acc-3', lastOnlineScaAt: now - 80 * DAY },
      ]);
      // A revoked consent stays exactly as revoked; a missing one is no error.
      const revoked = { ...consent, consentId: 'c2', revokedAt: now };
      await store.consents.save(revoked);
      await store.consents.stampOnlineSca('c2', ['acc-3'], now + 2);
      await store.consents.stampOnlineSca('missing', ['acc-3'], now + 2);
      expect(await store.consents.find('c2')).toEqual(revoked);
    });

    it('keeps issued identities per TPP', async () => {
      const issued = { tppId: 't', id: 'u-1', kind: 'psu' as const, customerNumber: '1', customerType: 'PRIVATE' as const, agreementId: null, issuedAt: now };
      await store.identities.save(issued);
      expect(await store.identities.find('t', 'u-1')).toEqual(issued);
      expect(await store.identities.find('t2', 'u-1')).toBeUndefined();
    });
  });

  describe('access counters', () => {
    it('records exactly 4 of 10 simultaneous calls in a 24-hour window', async () => {
      const call = { tppId: 't', accountId: 'acc-1', resource: 'balances' as const, at: now };
      const results = await Promise.all(
        Array.from({ length: 10 }, () => store.accessCalls.recordWithinLimit(call, now - DAY, 4)),
      );
      expect(results.filter((r) => r.recorded)).toHaveLength(4);
      // a different resource has its own budget; the window slides
      expect((await store.accessCalls.recordWithinLimit({ ...call, resource: 'transactions' }, now - DAY, 4)).recorded).toBe(true);
      expect((await store.accessCalls.recordWithinLimit({ ...call, at: now + DAY - 1 }, now - 1, 4)).callTimes).toEqual([now, now, now, now]);
      const later = await store.accessCalls.recordWithinLimit({ ...call, at: now + DAY }, now, 4);
      expect(later).toEqual({ recorded: true, callTimes: [] });
    });
  });

  describe('operations', () => {
    it('lets one of two processes claim a batch slot', async () => {
      const claims = await Promise.all(
        ['r1', 'r2', 'r3'].map((runId) => store.batchRuns.claim({ runId, slot: '2026-03-02T10:00', trigger: 'scheduled', runner: runId })),
      );
      const winner = claims.find((c) => c !== undefined);
      expect(claims.filter((c) => c !== undefined)).toHaveLength(1);
      now += 1_000;
      const finished = await store.batchRuns.finish(winner?.runId ?? '', { status: 'finished', settled: 3, accepted: 1, rejected: 0 });
      expect(finished).toMatchObject({ status: 'finished', settled: 3, finishedAt: new Date(now).toISOString() });
      expect(await store.batchRuns.findBySlot('2026-03-02T10:00')).toEqual(finished);
      expect(await store.batchRuns.listRecent(5)).toEqual([finished]);
    });

    it('remembers a (TPP, X-Request-ID) pair once, also under a race, and forgets old ones', async () => {
      const firsts = await Promise.all(Array.from({ length: 5 }, () => store.requestIds.remember('t', 'req-1')));
      expect(firsts.filter(Boolean)).toHaveLength(1);
      expect(await store.requestIds.remember('t2', 'req-1')).toBe(true);
      now += 10 * 60_000;
      expect(await store.requestIds.forgetOlderThan(5 * 60_000)).toBe(2);
      expect(await store.requestIds.remember('t', 'req-1')).toBe(true);
      expect(await store.requestIds.remember('t2', 'req-1')).toBe(true);
      // forget removes one TPP's pair only (a request the bank failed to process)
      await store.requestIds.forget('t', 'req-1');
      expect(await store.requestIds.remember('t', 'req-1')).toBe(true);
      expect(await store.requestIds.remember('t2', 'req-1')).toBe(false);
    });

    it('keeps one contact per TPP', async () => {
      await store.tppContacts.save({ tppId: 't', email: 'a@tpp.example', updatedAt: '2026-03-02T09:00:00.000Z' });
      await store.tppContacts.save({ tppId: 't', email: 'b@tpp.example', updatedAt: '2026-03-02T10:00:00.000Z' });
      expect(await store.tppContacts.find('t')).toEqual({ tppId: 't', email: 'b@tpp.example', updatedAt: '2026-03-02T10:00:00.000Z' });
    });
  });
}
