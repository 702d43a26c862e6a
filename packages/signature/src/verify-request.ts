/**
 * Verifying a signed request: the eleven steps, either throwing at the first failure (`verifyRequest`) or
 * reporting every step (`explainRequest`, for the sandbox's signature-explain endpoint).
 */
import { defaultCertificateCache } from './certificate-cache.js';
import type { ParsedCertificate } from './certificate.js';
import { checkAlgorithm, checkKeyId, readCertificate, readSignature } from './check-credentials.js';
import { checkBodyDigest, checkCertificate, checkDate, checkSignature, checkSignedHeaders, listRequiredHeaders } from './check-request.js';
import type { RequestView } from './check-request.js';
import { readHeaders } from './header-view.js';
import { createStepError } from './steps.js';
import type { CertificateSummary, SignatureErrorCode, SignatureErrorDetails } from './signature-error.js';
import { StepRecorder } from './step-recorder.js';
import type { VerificationStepReport } from './step-recorder.js';
import type { TppIdentity, VerifyRequestInput, VerifyRequestOptions } from './trust-policy.js';

/**
 * Every step of a verification, for a TPP to read: what passed, what failed and why, the signing string the
 * bank built and the keyId it expects.
 *
 * @example
 * ```ts
 * const report = await explainRequest(input, options);
 * if (!report.ok) console.log(report.steps.filter((s) => s.status === 'failed'));
 * ```
 * @see draft-cavage-http-signatures-10 section 2.5
 */
export interface VerificationReport {
  readonly ok: boolean;
  readonly steps: readonly VerificationStepReport[];
  readonly errors: readonly { readonly code: SignatureErrorCode; readonly message: string; readonly details: SignatureErrorDetails }[];
  readonly tpp?: TppIdentity;
  readonly signingString?: string;
  readonly keyIdExpected?: string;
  readonly certificate?: CertificateSummary;
}

const ORGANIZATION = '2.5.4.10';
const COMMON_NAME = '2.5.4.3';
const identities = new WeakMap<ParsedCertificate, TppIdentity>();
// A throwing recorder records nothing, so every verifyRequest call shares this one.
const THROWING = new StepRecorder(true);

/**
 * Verifies a signed request and returns the TPP it came from; throws a `SignatureError` naming the first step
 * that failed.
 *
 * @example
 * ```ts
 * const tpp = await verifyRequest(
 *   { method: ctx.method, target: ctx.originalUrl, headers: ctx.req.headers, body: rawBody },
 *   { clock: () => new Date(), trust: { mode: 'sandbox' } },
 * );
 * console.log(tpp.id); // PSDNO-FSA-123456789
 * ```
 * @see draft-cavage-http-signatures-10 section 2.5, RFC 3230 section 4.3.2, ETSI TS 119 495, Berlin Group NextGenPSD2 1.3 section 12
 */
export async function verifyRequest(input: VerifyRequestInput, options: VerifyRequestOptions): Promise<TppIdentity> {
  // Steps run synchronously unless the trust policy has to wait (production chain building), so a warm
  // sandbox verify awaits nothing.
  const steps = runSteps(input, options, THROWING);
  const outcome = steps instanceof Promise ? await steps : steps;
  // With a throwing recorder every failure has already thrown, so a certificate is always there.
  return readIdentity(outcome.certificate!);
}

/**
 * Runs every step it can and reports each one, never throwing for a bad request; steps that depend on a failed
 * one are reported as skipped.
 *
 * @example
 * ```ts
 * const report = await explainRequest(input, { clock: () => new Date(), trust: { mode: 'sandbox' } });
 * ctx.body = report;
 * ```
 * @see draft-cavage-http-signatures-10 section 2.5
 */
export async function explainRequest(input: VerifyRequestInput, options: VerifyRequestOptions): Promise<VerificationReport> {
  const rec = new StepRecorder(false);
  const outcome = await runSteps(input, options, rec);
  const ok = rec.errors.length === 0 && outcome.certificate !== undefined;
  return {
    ok,
    steps: rec.steps,
    errors: rec.errors.map((error) => ({ code: error.code, message: error.message, details: error.details })),
    ...(ok ? { tpp: readIdentity(outcome.certificate!) } : {}),
    ...(outcome.signingString === undefined ? {} : { signingString: outcome.signingString }),
    ...(outcome.certificate ? { keyIdExpected: outcome.certificate.keyId, certificate: outcome.certificate.summary } : {}),
  };
}

type StepsOutcome = { certificate?: ParsedCertificate; signingString?: string };

const TRUST_MODES: ReadonlySet<unknown> = new Set(['sandbox', 'production']);

/**
 * Programming errors in the call itself (not in the request being verified) are INPUT_INVALID with the argument
 * named, in verifyRequest and explainRequest alike, instead of a TypeError from deep inside a step.
 */
function checkArguments(input: VerifyRequestInput | undefined, options: VerifyRequestOptions | undefined): void {
  const fail = (message: string) => {
    throw createStepError('INPUT_INVALID', 'input', message, { hint: 'Fix the arguments passed to verifyRequest or explainRequest.' });
  };
  if (input === null || typeof input !== 'object') fail('the request (first argument) must be an object with method, target and headers');
  if (typeof input!.method !== 'string') fail('request.method must be the HTTP method as a string, such as GET');
  if (typeof input!.target !== 'string') fail('request.target must be the path and query as a string, such as /v1/sandbox/customers');
  if (input!.headers === null || typeof input!.headers !== 'object') fail('request.headers must be an object of header names to values');
  if (typeof (input!.headers as { get?: unknown }).get === 'function') {
    fail("request.headers must be a plain object (Node's req.headers); a fetch Headers object joins repeated headers, which hides a second Signature");
  }
  if (options === null || typeof options !== 'object') fail("the options (second argument) are required: { clock: () => new Date(), trust: { mode: 'sandbox' } }");
  if (typeof options!.clock !== 'function') fail('options.clock must be a function returning the current Date, such as () => new Date()');
  const certificateClock = options!.certificateClock;
  if (certificateClock !== undefined && typeof certificateClock !== 'function') fail('options.certificateClock, when given, must be a function returning a Date, such as () => new Date()');
  const skew = options!.maxClockSkewSeconds;
  // NaN (Number of an unset variable) compared false with every deviation: the Date check passed everything.
  if (skew !== undefined && !(typeof skew === 'number' && skew >= 0 && Number.isFinite(skew))) fail('options.maxClockSkewSeconds must be a finite number of seconds, 0 or more');
  if (options!.trust === null || typeof options!.trust !== 'object' || !TRUST_MODES.has(options!.trust.mode)) {
    fail("options.trust.mode must be 'sandbox' or 'production'");
  }
}

/**
 * The clock's time, refused as INPUT_INVALID unless a valid Date: an Invalid Date (`new Date(undefined)` of an
 * unset variable) compared false with everything, and the Date header and certificate validity checks passed
 * every request, an expired certificate's and a replayed one's included.
 */
function readClock(clock: () => Date): Date {
  const now = clock();
  if (!(now instanceof Date) || !Number.isFinite(now.getTime())) {
    throw createStepError('INPUT_INVALID', 'input', `options.clock must return a valid Date, returned ${now instanceof Date ? 'an Invalid Date' : typeof now}`, {
      hint: 'Fix the arguments passed to verifyRequest or explainRequest: clock: () => new Date().',
    });
  }
  return now;
}

function runSteps(input: VerifyRequestInput, options: VerifyRequestOptions, rec: StepRecorder): StepsOutcome | Promise<StepsOutcome> {
  checkArguments(input, options);
  const now = readClock(options.clock);
  const headers = readHeaders(input.headers);
  const signature = readSignature(headers, rec);
  if (!signature) {
    for (const step of ['certificate', 'key-id', 'algorithm', 'signed-headers', 'date', 'digest', 'signing-string', 'signature', 'certificate-trust'] as const) {
      rec.skip(step, 'needs a readable Signature header');
    }
    return {};
  }
  const { params, signatureBytes } = signature;
  const certificate = readCertificate(headers, options.cache ?? defaultCertificateCache, options.trust, rec);
  if (certificate) checkKeyId(params, certificate, signature.encoded, rec);
  else rec.skip('key-id', 'needs the certificate');
  const algorithm = certificate ? checkAlgorithm(params, certificate, rec) : undefined;
  if (!certificate) rec.skip('algorithm', 'needs the certificate');
  const request: RequestView = { method: input.method, target: input.target, headers, body: input.body };
  const values = checkSignedHeaders(params, request, listRequiredHeaders(options.signedHeadersWhenPresent), rec);
  checkDate(params, request, now, options.maxClockSkewSeconds ?? 60, rec);
  checkBodyDigest(request, rec, options.digestRequiredWithBody ?? true);
  let signingString: string | undefined;
  if (values && algorithm && certificate) {
    signingString = checkSignature(params, signatureBytes, values, algorithm, certificate, rec);
  } else {
    rec.skip('signing-string', values ? 'needs the certificate and a fitting algorithm' : 'needs a usable headers parameter');
    rec.skip('signature', 'needs the signing string, the certificate and a fitting algorithm');
  }
  if (!certificate) {
    rec.skip('certificate-trust', 'needs the certificate');
    return signingString === undefined ? {} : { signingString };
  }
  const outcome: StepsOutcome = signingString === undefined ? { certificate } : { certificate, signingString };
  const certificateNow = options.certificateClock === undefined ? now : readClock(options.certificateClock);
  const trust = checkCertificate(certificate, options.trust, certificateNow, rec);
  return trust ? trust.then(() => outcome) : outcome;
}

function readIdentity(certificate: ParsedCertificate): TppIdentity {
  const cached = identities.get(certificate);
  if (cached) return copyIdentity(cached);
  const subject = certificate.subject.flat();
  const find = (oid: string): string | undefined => subject.find((a) => a.oid === oid)?.value;
  const organizationIdentifier = certificate.organizationIdentifier;
  const id = organizationIdentifier ?? certificate.fingerprint;
  const identity: TppIdentity = Object.freeze({
    id,
    organizationIdentifier,
    name: find(ORGANIZATION) ?? find(COMMON_NAME) ?? id,
    roles: Object.freeze([...(certificate.psd2?.roles ?? [])]),
    nca: certificate.psd2 ? Object.freeze({ name: certificate.psd2.ncaName, id: certificate.psd2.ncaId }) : undefined,
    fingerprint: certificate.fingerprint,
    serialHex: certificate.summary.serialHex,
    issuer: certificate.summary.issuer,
    subject: certificate.summary.subject,
    notBefore: new Date(certificate.notBefore.getTime()),
    notAfter: new Date(certificate.notAfter.getTime()),
  });
  identities.set(certificate, identity);
  return copyIdentity(identity);
}

/** A caller's own copy: Dates are mutable, so each caller gets its own pair (the rest is frozen and shared). */
function copyIdentity(identity: TppIdentity): TppIdentity {
  return {
    id: identity.id,
    organizationIdentifier: identity.organizationIdentifier,
    name: identity.name,
    roles: identity.roles,
    nca: identity.nca,
    fingerprint: identity.fingerprint,
    serialHex: identity.serialHex,
    issuer: identity.issuer,
    subject: identity.subject,
    notBefore: new Date(identity.notBefore.getTime()),
    notAfter: new Date(identity.notAfter.getTime()),
  };
}
