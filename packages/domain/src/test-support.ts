// Test helpers shared by this package's tests; not part of the public surface (excluded from the build).
import type { Clock } from './clock.js';
import type { DomainContext } from './context.js';
import { createMemoryStore } from './memory-store.js';
import type { MemoryStore } from './memory-store.js';
import type { PeriodicPaymentRequest, SinglePaymentRequest } from './payment-request.js';
import type { PsuIdentity } from './payment-types.js';
import { initializeSandbox } from './sandbox-customers.js';

/** A clock the test moves by hand. */
export interface FakeClock extends Clock {
  set(iso: string): void;
}

export function createFakeClock(iso: string): FakeClock {
  let current = new Date(iso);
  return { now: () => new Date(current.getTime()), set: (next) => (current = new Date(next)) };
}

/** Monday 2 March 2026, 10:00 in Oslo. */
export const MONDAY = '2026-03-02T09:00:00Z';

export async function createSandboxContext(
  iso = MONDAY,
): Promise<DomainContext & { store: MemoryStore; clock: FakeClock }> {
  const store = createMemoryStore();
  const clock = createFakeClock(iso);
  let counter = 0;
  // Sortable ids, so "oldest first" among payments created at the same instant is creation order.
  const newId = () => `00000000-0000-4000-8000-${(counter += 1).toString(16).padStart(12, '0')}`;
  const ctx = { uow: store, clock, store, newId, executesPayments: true };
  await initializeSandbox(ctx);
  return ctx;
}

/** Seed accounts (see starting-state.ts). */
export const TOTALKONTO = { bban: '09232911007', iban: 'NO1009232911007' };
export const REGNINGSKONTO = { bban: '70323119404', iban: 'NO9770323119404' };
export const BRUKSKONTO = { bban: '36240064418', iban: 'NO9136240064418' };
export const CORP_DRIFTSKONTO = { bban: '15030012345', iban: 'NO4615030012345' };
export const KID_DRIFTSKONTO = { bban: '15030098703', iban: 'NO6615030098703' };
export const VALUTAKONTO = { bban: '85523166803', iban: 'NO4085523166803' };
export const EXTERNAL = { bban: '95360573002', iban: 'NO0995360573002' };

export const PSU_3: PsuIdentity = { customerNumber: '13039319955', context: 'PRIVATE' };
export const PSU_1: PsuIdentity = { customerNumber: '12085592767', context: 'PRIVATE' };

export function domesticBody(overrides: Partial<SinglePaymentRequest> = {}): SinglePaymentRequest {
  return {
    instructedAmount: { amount: '100.23', currency: 'NOK' },
    creditorName: 'Company 123',
    creditorAccount: { ...EXTERNAL, currency: 'NOK' },
    debtorAccount: { ...TOTALKONTO, currency: 'NOK' },
    remittanceInformationUnstructured: 'Kredittrente',
    ...overrides,
  };
}

export function periodicBody(overrides: Partial<PeriodicPaymentRequest> = {}): PeriodicPaymentRequest {
  return {
    ...domesticBody(),
    startDate: '2026-04-01',
    endDate: '2027-04-01',
    frequency: 'Monthly',
    dayOfExecution: '12',
    executionRule: 'preceeding',
    ...overrides,
  };
}
