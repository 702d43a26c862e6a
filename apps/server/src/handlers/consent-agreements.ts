import type { Agreement } from '@xs2a-kit/domain';
import { derivePsuCorporateId, normalizeIssuedId, resolvePsu, type IssuedIdentityRecord } from '@xs2a-kit/sca-session';
import type { components } from '@xs2a-kit/schema';
import type { OperationRequest, OperationResult } from '../operations/request-context.js';
import { scaRequired, startConsentSca } from './consent-sca.js';
import { assertCorporateIdOfPsu, readScaHeaders } from './sca-support.js';
import type { HandlerDeps } from './handler-deps.js';

type Schemas = components['schemas'];

/**
 * GET /v1/agreements: the corporate agreements the identified PSU may act under (those it holds an engagement on,
 * and those its own company owns), each under the id to send as PSU-Corporate-ID.
 *
 * - The PSU must be identified like for an account read: a PSU-ID the bank issued to this TPP. Otherwise the
 *   answer is 401 PSU_CREDENTIALS_INVALID with the scaRedirect of a user-identification authorisation (the
 *   operation is open to PISP-only TPPs, so it asks for identification, not for account consent).
 * - PSU-Corporate-ID is not needed here, also not for a corporate PSU: this is how a TPP learns one. When sent it
 *   is checked as on every other operation: one never issued to this TPP, or one of an agreement the PSU of PSU-ID
 *   does not act under, is 401 CORPORATE_ID_INVALID at PSU-Corporate-ID.
 * - The id of each agreement is its psu-corporate-id for this TPP (UUIDv5 of TPP and agreement, the same the
 *   redirect after a corporate SCA carries), and listing it issues it to the TPP, so the TPP can send it at once
 *   (service-spec "Authentication" item 3: psu-corporate-id from the redirect, or one of the agreements).
 *
 * @example
 * const result = await listPsuAgreements(deps, request); // { status: 200, body: { agreements: [...] } }
 * @see service-spec.md "Authentication" (SCA flow item 3); spec/openapi.yaml listAgreements
 */
export async function listPsuAgreements(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  const headers = readScaHeaders(request);
  // Only when sent: resolvePsu would ask a corporate PSU for the id this operation exists to hand out.
  if (headers.psuCorporateId !== undefined) {
    const { psu, corporate } = await resolvePsu(deps.store.identities, headers);
    if (psu !== undefined) await assertCorporateIdOfPsu(deps.store, psu, corporate);
  }
  const issued = headers.psuId === undefined ? undefined : await deps.store.identities.find(request.tpp.id, normalizeIssuedId(headers.psuId));
  if (issued?.kind !== 'psu') {
    const started = await startConsentSca(deps, { ...headers, psuCorporateId: undefined, object: { kind: 'user-identification' } });
    throw scaRequired(started, 'PSU_CREDENTIALS_INVALID', 'PSU-ID is missing or not known for this TPP; SCA identifies the PSU.');
  }
  const all = await deps.store.sandbox.listAgreements();
  const agreements: Schemas['Agreement'][] = [];
  for (const agreement of all.filter((a) => isAgreementOf(a, issued.customerNumber))) {
    const id = await issueCorporateId(deps, issued, agreement, request.now.getTime());
    agreements.push({ id, name: agreement.name.slice(0, 140), organisationNumber: agreement.ownerCustomerNumber.slice(0, 35) });
  }
  const body: Schemas['AgreementList'] = { agreements };
  return { status: 200, body };
}

function isAgreementOf(agreement: Agreement, customerNumber: string): boolean {
  if (agreement.type !== 'CORPORATE') return false;
  return agreement.ownerCustomerNumber === customerNumber || agreement.engagements.some((e) => e.customerNumber === customerNumber);
}

async function issueCorporateId(deps: HandlerDeps, psu: IssuedIdentityRecord, agreement: Agreement, now: number): Promise<string> {
  const id = derivePsuCorporateId(deps.sca.config.bankNamespace, psu.tppId, agreement.agreementId);
  const known = await deps.store.identities.find(psu.tppId, id);
  if (known === undefined) {
    await deps.store.identities.save({
      tppId: psu.tppId,
      id,
      kind: 'corporate',
      customerNumber: psu.customerNumber,
      customerType: 'CORPORATE',
      agreementId: agreement.agreementId,
      issuedAt: now,
    });
  }
  return id;
}
