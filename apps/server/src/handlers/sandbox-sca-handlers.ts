import { isFinalScaStatus, isNamedPsu, ScaError } from '@xs2a-kit/sca-session';
import type { VerificationReport } from '@xs2a-kit/signature';
import { formatDateTime } from '../http/date-time.js';
import { lookupMapping } from '../http/error-table.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { HandlerDeps } from './handler-deps.js';
import { completeSca } from './sca-completion.js';

/**
 * The two sandbox tools around authentication: the headless SCA decision TPPs use in automated tests (the
 * same path as the SCA pages: completeSca), and the signature explanation, which runs the verifier on the
 * request it receives and reports every step instead of refusing the request.
 */
export function createSandboxScaHandlers(deps: HandlerDeps): HandlerTable {
  return {
    decideSandboxAuthorisation: async (request) => {
      const body = request.body as { customerNumber: string; decision: 'approve' | 'reject' | 'abort' | 'revoke'; context?: 'PRIVATE' | 'CORPORATE'; agreementId?: string };
      const authorisationId = request.path.authorisationId ?? '';
      // The decision is signed by a TPP: only the TPP that started the authorisation may decide it headlessly.
      // Another TPP's authorisation answers exactly like an unknown one (and never sees its psu-id redirect).
      const record = await deps.store.authorisations.find(authorisationId);
      if (record === undefined || record.tppId !== request.tpp.id) throw new ScaError('SCA_NOT_FOUND', 'No such authorisation', { path: 'authorisationId' });
      // As the SCA pages' login does: another customer than the PSU the TPP named is turned away and the
      // authorisation stays open for that PSU. Deciding it here failed the authorisation, which no browser PSU could
      // do (review K, AIS review). An open authorisation is judged; a decided one answers as decided, below.
      if (!isFinalScaStatus(record.scaStatus) && !isNamedPsu(deps.sca.config, record, body.customerNumber)) {
        throw new ScaError('PSU_CREDENTIALS_INVALID', `This authorisation is for the PSU the request named (PSU-ID or X-PSU-IDENTITY), not customer ${body.customerNumber}; it stays open for that PSU, as on the SCA pages.`, { header: 'customerNumber' });
      }
      const outcome = await completeSca(deps, {
        authorisationId,
        customerNumber: body.customerNumber,
        context: body.context ?? 'PRIVATE',
        agreementId: body.agreementId,
        decision: body.decision,
      });
      return { status: 200, body: { authorisationId, scaStatus: outcome.scaStatus, redirectUrl: outcome.redirectUrl } };
    },
    explainSandboxSignature: async (request) => {
      const report = await deps.explainSignature({
        method: request.raw.method,
        target: request.raw.target,
        headers: request.raw.headers,
        body: request.raw.body,
      });
      return { status: 200, body: toExplanation(report, request.raw.headers) };
    },
  };
}

function toExplanation(report: VerificationReport, headers: Readonly<Record<string, string | string[] | undefined>>) {
  const firstError = report.errors[0];
  const details = report.steps.map((s) => s.details).filter((d) => d !== undefined);
  const digest = details.find((d) => d.digest)?.digest;
  const clock = details.find((d) => d.clock?.skewSeconds !== undefined)?.clock;
  const signed = details.find((d) => d.signedHeaders)?.signedHeaders;
  const missing = details.find((d) => d.missingHeaders)?.missingHeaders;
  const signature = String(headers.signature ?? '');
  const keyIdRaw = /keyId="([^"]*)"/.exec(signature)?.[1];
  const algorithm = /algorithm="([^"]*)"/.exec(signature)?.[1];
  return {
    valid: report.ok,
    ...(firstError ? { code: lookupMapping('SignatureError', firstError.code)?.code ?? 'SIGNATURE_INVALID' } : {}),
    steps: report.steps.map((step) => ({
      name: step.name,
      ok: step.status === 'passed',
      detail: step.status === 'skipped' ? `skipped: ${step.message}` : step.code ? `${step.code}: ${step.message}` : step.message,
    })),
    ...(keyIdRaw !== undefined ? { keyId: { raw: keyIdRaw, ...(report.keyIdExpected ? { expected: report.keyIdExpected } : {}) } } : {}),
    ...(report.certificate
      ? {
          certificate: {
            serialHex: report.certificate.serialHex,
            serialDecimal: report.certificate.serialDecimal,
            issuer: report.certificate.issuer,
            subject: report.certificate.subject,
            ...(report.tpp?.organizationIdentifier ? { organisationIdentifier: report.tpp.organizationIdentifier } : {}),
            ...(report.tpp ? { roles: [...report.tpp.roles] } : {}),
            notBefore: formatDateTime(report.certificate.notBefore),
            notAfter: formatDateTime(report.certificate.notAfter),
          },
        }
      : {}),
    ...(algorithm ? { algorithm } : {}),
    ...(signed ? { signedHeaders: [...signed] } : {}),
    ...(missing ? { missingSignedHeaders: [...missing] } : {}),
    ...(report.signingString !== undefined ? { signingString: report.signingString } : {}),
    ...(digest ? { digest: { ...(digest.received ? { received: digest.received } : {}), computedSha256: digest.computed, matches: digest.received === digest.computed } } : {}),
    ...(clock?.skewSeconds !== undefined ? { clockSkewSeconds: clock.skewSeconds } : {}),
  };
}
