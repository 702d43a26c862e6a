// Shared fixtures for this package's tests (outside src, so never built or exported).
import {
  completeAuthorisation,
  createMemoryRepositories,
  startAuthorisation,
  type Clock,
  type CompleteAuthorisationInput,
  type CompletedAuthorisation,
  type ScaConfig,
  type ScaCustomer,
  type ScaDeps,
  type StartAuthorisationInput,
} from '../src/index.js';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const MINUTE = 60_000;

/** A clock that only moves when told to. */
export class FakeClock implements Clock {
  constructor(private current = Date.parse('2026-03-01T10:00:00Z')) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export const config: ScaConfig = {
  bankNamespace: '6f1e2c1a-52a4-4d36-9a3c-0b1d7a0d2f11',
  scaBaseUrl: 'https://sca.bank.example/',
  apiBaseUrl: 'https://api.bank.example',
  environment: 'sandbox',
};

export function makeDeps(): ScaDeps {
  return { repositories: createMemoryRepositories(), config };
}

export const TPP = 'PSDNO-FSA-111';
export const OTHER_TPP = 'PSDNO-FSA-222';
export const REDIRECT = 'https://tpp.example/callback?state=abc';

export const alice: ScaCustomer = {
  customerNumber: '10000001',
  customerType: 'PRIVATE',
  accounts: [
    { accountId: 'acc-a1', enabled: true },
    { accountId: 'acc-a2', enabled: true },
    { accountId: 'acc-a3', enabled: false },
  ],
  agreements: [],
};

export const bob: ScaCustomer = {
  customerNumber: '10000002',
  customerType: 'PRIVATE',
  accounts: [{ accountId: 'acc-b1', enabled: true }],
  agreements: [],
};

export const carol: ScaCustomer = {
  customerNumber: '20000001',
  customerType: 'CORPORATE',
  accounts: [],
  agreements: [
    {
      agreementId: 'agr-1',
      engagements: [
        { accountId: 'acc-c1', roles: ['VIEW', 'REGISTER'] },
        { accountId: 'acc-c2', roles: ['VIEW'] },
      ],
    },
    { agreementId: 'agr-2', engagements: [{ accountId: 'acc-c3', roles: ['REGISTER', 'VIEW'] }] },
  ],
};

export function consentRequest(overrides: Partial<StartAuthorisationInput> = {}): StartAuthorisationInput {
  return {
    object: { kind: 'consent' },
    tppId: TPP,
    tppSessionId: 'session-1',
    tppRedirectUri: REDIRECT,
    ...overrides,
  };
}

export function paymentRequest(overrides: Partial<StartAuthorisationInput> = {}): StartAuthorisationInput {
  return {
    object: {
      kind: 'payment',
      paymentService: 'periodic-payments',
      paymentProduct: 'norwegian-domestic-credit-transfers',
      paymentId: 'pay-1',
    },
    tppId: TPP,
    tppSessionId: 'session-1',
    tppRedirectUri: REDIRECT,
    psuIdentity: alice.customerNumber,
    psuContext: 'PRIVATE',
    ...overrides,
  };
}

/** Starts an authorisation and completes it in one go, as the sandbox's headless approval does. */
export async function runSca(
  deps: ScaDeps,
  clock: Clock,
  request: StartAuthorisationInput,
  completion: Omit<CompleteAuthorisationInput, 'authorisationId'>,
): Promise<CompletedAuthorisation> {
  const { authorisation } = await startAuthorisation(deps, request, clock);
  return completeAuthorisation(deps, { authorisationId: authorisation.authorisationId, ...completion }, clock);
}

/** Alice grants a PRIVATE consent to TPP under the given session; returns her psu-id and the outcome. */
export async function grantAliceConsent(
  deps: ScaDeps,
  clock: Clock,
  tppSessionId = 'session-1',
  consentAccounts?: readonly string[],
): Promise<CompletedAuthorisation & { psuId: string }> {
  const outcome = await runSca(deps, clock, consentRequest({ tppSessionId }), {
    customer: alice,
    context: 'PRIVATE',
    decision: 'approve',
    consentAccounts,
  });
  const psuId = outcome.authorisation.psuId;
  if (psuId === null) throw new Error('consent SCA did not finalise');
  return { ...outcome, psuId };
}

/** Runs `fn` and returns the `code` of the ScaError it throws (or 'none'). */
export async function codeOf(fn: () => Promise<unknown> | unknown): Promise<string> {
  try {
    await fn();
    return 'none';
  } catch (error) {
    return (error as { code?: string }).code ?? 'not-a-ScaError';
  }
}
