/**
 * Verification steps 6-11: the signed header list, Date, Digest, the signing string, the signature and the
 * certificate's validity and trust.
 */
import type { ResolvedAlgorithm } from './algorithm.js';
import { verifyWithMethods } from './algorithm.js';
import type { ParsedCertificate } from './certificate.js';
import { checkDigest, computeDigest } from './digest.js';
import { findWeekdayMismatch, parseHttpDate } from './http-date.js';
import { containsLineBreak, isLowerCaseName } from './request-headers.js';
import type { HeaderLookup } from './request-headers.js';
import type { SignatureParameters } from './signature-header.js';
import { buildSigningString, encodeSigningString, resolveSignedValue } from './signing-string.js';
import type { StepRecorder } from './step-recorder.js';
import { createStepError } from './steps.js';
import { checkTrust, type TrustFailure } from './trust.js';
import type { TrustPolicy } from './trust-policy.js';

/** Headers that must be signed whenever present. */
export const DEFAULT_SIGNED_HEADERS: readonly string[] = ['date', 'digest', 'x-request-id', 'psu-id', 'psu-corporate-id', 'tpp-redirect-uri'];
const ALWAYS_SIGNED = ['digest', 'x-request-id'];
const EMPTY = new Uint8Array(0);

/** The request as the content steps need it. */
export interface RequestView {
  readonly method: string;
  readonly target: string;
  readonly headers: HeaderLookup;
  readonly body: Uint8Array | undefined;
}

/** Step 6: every listed header present, no line breaks, every header that must be signed listed. */
export function checkSignedHeaders(params: SignatureParameters, request: RequestView, required: readonly string[], rec: StepRecorder): string[] | undefined {
  const names = params.headers;
  // The success path allocates only the values it returns; the lists a failure names are built when it fails.
  if (names.some(isMalformedName)) {
    const bad = names.filter(isMalformedName);
    rec.fail(createStepError('HEADERS_MALFORMED', 'signed-headers', `The headers parameter must list distinct lower-case names separated by single spaces; offending: ${JSON.stringify(bad)}`, {
      received: names.join(' '), signedHeaders: names, hint: 'Write the headers parameter as lower-case names separated by one space, each once.',
    }));
    return undefined;
  }
  const values: (string | undefined)[] = [];
  let complete = true;
  let clean = true;
  for (const name of names) {
    const value = resolveSignedValue(name, request.headers, request.method, request.target, params);
    if (value === undefined) complete = false;
    else if (containsLineBreak(value)) clean = false;
    values.push(value);
  }
  if (!complete) {
    const absent = names.filter((_, i) => values[i] === undefined);
    rec.fail(createStepError('SIGNED_HEADER_ABSENT', 'signed-headers', `Signed header(s) absent from the request: ${absent.join(', ')}`, {
      signedHeaders: names, missingHeaders: absent,
      hint: 'List only headers the request carries; never sign an absent header (not as "null", not as empty).',
    }));
    return undefined;
  }
  if (!clean) {
    const injected = names.filter((_, i) => containsLineBreak(values[i]!));
    rec.fail(createStepError('HEADER_INJECTION', 'signed-headers', `Signed header value(s) contain a line break: ${injected.join(', ')}`, {
      signedHeaders: names, missingHeaders: injected, hint: 'Remove CR and LF characters from header values.',
    }));
    return undefined;
  }
  let unsigned: string[] | undefined;
  for (const name of required) {
    if (!names.includes(name) && request.headers.value(name) !== undefined) (unsigned ??= []).push(name);
  }
  if (unsigned) {
    rec.fail(createStepError('HEADERS_MISSING_REQUIRED', 'signed-headers', `Header(s) present but not signed: ${unsigned.join(', ')}`, {
      signedHeaders: names, missingHeaders: unsigned,
      hint: `Sign every one of ${required.join(', ')} that the request carries.`,
    }));
  } else if (rec.reporting) {
    rec.pass('signed-headers', `signed: ${names.join(' ')}`);
  }
  return values as string[];
}

/** Empty, not lower-case, or listed before: the headers parameter names each header once, in lower case. */
function isMalformedName(name: string, index: number, names: readonly string[]): boolean {
  return name === '' || !isLowerCaseName(name) || names.indexOf(name) !== index;
}

/** Lower-cased required set: the configured list plus digest and x-request-id. */
export function listRequiredHeaders(configured: readonly string[] | undefined): readonly string[] {
  if (configured === undefined) return DEFAULT_SIGNED_HEADERS;
  // A server passes the same list (per operation) again and again: keep the last answer while the list is
  // unchanged, compared item by item because a caller may have changed the array in place.
  if (lastRequired && lastRequired.configured === configured && sameItems(configured, lastRequired.items)) return lastRequired.required;
  const required = [...new Set([...configured.map((name) => name.toLowerCase()), ...ALWAYS_SIGNED])];
  lastRequired = { configured, items: [...configured], required };
  return required;
}

let lastRequired: { readonly configured: readonly string[]; readonly items: readonly string[]; readonly required: readonly string[] } | undefined;

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Step 7: Date present, an HTTP date, within the allowed skew; created/expires parameters when given. */
export function checkDate(params: SignatureParameters, request: RequestView, now: Date, maxSkew: number, rec: StepRecorder): void {
  const value = request.headers.value('date');
  // An empty value says nothing: it is missing, as an empty header is everywhere else in the service.
  if (value === undefined || value.trim() === '') {
    rec.fail(createStepError('DATE_MISSING', 'date', value === undefined ? 'The request carries no Date header' : 'The Date header is empty', {
      header: 'date', clock: { now: now.toISOString(), allowedSeconds: maxSkew }, hint: 'Send the current time in the Date header, e.g. Date: Wed, 21 Oct 2015 07:28:00 GMT.',
    }));
    return;
  }
  const date = parseHttpDate(value, now);
  if (!date) {
    failInvalidDate(value, now, rec);
    return;
  }
  // The Date header counts whole seconds (RFC 7231 section 7.1.1.1): the bank's clock is read to the second as
  // well, so a deviation of at most maxSkew seconds is never refused for the fraction the header cannot carry.
  const skew = date.getTime() / 1000 - Math.floor(now.getTime() / 1000);
  if (!(Math.abs(skew) <= maxSkew)) {
    rec.fail(createStepError('DATE_SKEW', 'date', `The Date header is ${Math.abs(skew)} s ${skew > 0 ? 'ahead of' : 'behind'} the bank's clock; at most ${maxSkew} s allowed`, {
      header: 'date', clock: { now: now.toISOString(), date: value, skewSeconds: skew, allowedSeconds: maxSkew },
      hint: 'Synchronise the clock (NTP) and set Date when the request is sent.',
    }));
    return;
  }
  const seconds = now.getTime() / 1000;
  if (params.expires !== undefined && Number(params.expires) < seconds) {
    rec.fail(createStepError('SIGNATURE_EXPIRED', 'date', `The signature expired at ${params.expires} (seconds since 1970)`, {
      received: params.expires, clock: { now: now.toISOString() }, hint: 'Sign the request again just before sending it.',
    }));
    return;
  }
  if (params.created !== undefined && Number(params.created) > seconds + maxSkew) {
    rec.fail(createStepError('DATE_SKEW', 'date', `The signature's created time ${params.created} lies in the future`, {
      received: params.created, clock: { now: now.toISOString(), allowedSeconds: maxSkew }, hint: 'Synchronise the clock (NTP).',
    }));
    return;
  }
  if (rec.reporting) rec.pass('date', `${value} is ${skew} s from the bank's clock`);
}

/** DATE_INVALID, naming the weekday when that is all that is wrong. */
function failInvalidDate(value: string, now: Date, rec: StepRecorder): void {
  const weekday = findWeekdayMismatch(value, now);
  const message = weekday
    ? `The Date header's weekday does not match its date: it says ${weekday.written}, the date falls on ${weekday.actual}`
    : `The Date header is not an HTTP date: ${JSON.stringify(value.slice(0, 80))}`;
  rec.fail(createStepError('DATE_INVALID', 'date', message, {
    header: 'date', received: value, clock: { now: now.toISOString(), date: value },
    hint: weekday
      ? `Write the weekday of the date (${weekday.actual}), best by formatting the Date header with a date library, e.g. Wed, 21 Oct 2015 07:28:00 GMT (RFC 7231 IMF-fixdate).`
      : 'Use the IMF-fixdate form of RFC 7231, e.g. Wed, 21 Oct 2015 07:28:00 GMT.',
  }));
}

/** Step 8: Digest over the exact body bytes; required whenever there is a body, unless the operation says not. */
export function checkBodyDigest(request: RequestView, rec: StepRecorder, requiredWithBody = true): void {
  const body = request.body ?? EMPTY;
  const value = request.headers.value('digest');
  if (value === undefined) {
    if (body.byteLength === 0) {
      if (rec.reporting) rec.pass('digest', 'no body and no Digest header');
      return;
    }
    if (!requiredWithBody) {
      if (rec.reporting) rec.pass('digest', 'no Digest header: this operation does not require one, so the body is not covered by the signature');
      return;
    }
    rec.fail(createStepError('DIGEST_MISSING', 'digest', `The request has a ${body.byteLength}-byte body but no Digest header`, {
      header: 'digest', digest: { computed: computeDigest(body), bodyBytes: body.byteLength },
      hint: 'Send Digest: SHA-256=<base64 of the SHA-256 of the exact body bytes> and sign it.',
    }));
    return;
  }
  const result = checkDigest(value, body);
  if (result.ok) {
    if (rec.reporting) rec.pass('digest', `${result.algorithm} matches the ${body.byteLength}-byte body`);
    return;
  }
  // The computed value goes in details only: each formatter (formatSignatureErrorText, the server's text) adds it
  // once; written into the message as well it was repeated.
  rec.fail(createStepError(result.code, 'digest', result.reason, {
    header: 'digest', digest: { received: value, computed: result.computed, bodyBytes: body.byteLength },
    hint: 'Hash the exact bytes sent as the body (after serialisation, before compression), not a re-serialised object.',
  }));
}

/** Steps 9 and 10: build the signing string and verify the signature with the certificate's key. */
export function checkSignature(
  params: SignatureParameters,
  signatureBytes: Uint8Array,
  values: readonly string[],
  algorithm: Extract<ResolvedAlgorithm, { ok: true }>,
  certificate: ParsedCertificate,
  rec: StepRecorder,
): string {
  const signingString = buildSigningString(params.headers, values);
  if (rec.reporting) rec.pass('signing-string', `built from ${params.headers.length} line(s)`);
  const valid = verifyWithMethods(algorithm.methods, certificate.publicKey, encodeSigningString(signingString), signatureBytes);
  if (valid) {
    if (rec.reporting) rec.pass('signature', `${params.algorithm} signature verified with the certificate's key`);
  } else {
    rec.fail(createStepError('SIGNATURE_INVALID', 'signature', "The signature does not verify with the certificate's key over the signing string the bank built", {
      signingString, keyIdReceived: params.keyId, certificate: certificate.summary, signedHeaders: params.headers,
      hint: 'Sign exactly this signing string (lines "name: value" joined by \\n, no trailing newline) with the private key of the certificate sent.',
    }));
  }
  return signingString;
}

/**
 * Step 11: certificate valid at the clock's time, and trusted under the policy. Synchronous (undefined) when
 * nothing needs waiting for - the sandbox policy - so a warm verify allocates no promise for it.
 */
export function checkCertificate(certificate: ParsedCertificate, policy: TrustPolicy, now: Date, rec: StepRecorder): Promise<void> | undefined {
  const summary = certificate.summary;
  const time = now.getTime();
  // Written so that a NaN anywhere fails the check rather than passing it.
  if (!(time >= certificate.notBefore.getTime() && time <= certificate.notAfter.getTime())) {
    const early = time < certificate.notBefore.getTime();
    rec.fail(createStepError(early ? 'CERTIFICATE_NOT_YET_VALID' : 'CERTIFICATE_EXPIRED', 'certificate-trust',
      early ? `The certificate is valid only from ${summary.notBefore}` : `The certificate expired at ${summary.notAfter}`, {
        certificate: summary, clock: { now: now.toISOString() }, hint: 'Sign with a certificate valid now.',
      }));
    return;
  }
  if (policy.mode === 'sandbox') {
    if (rec.reporting) rec.pass('certificate-trust', 'valid now; sandbox accepts any issuer');
    return undefined;
  }
  return checkTrust(certificate, policy, now).then((failure) => reportTrust(certificate, policy, failure, rec));
}

function reportTrust(certificate: ParsedCertificate, policy: TrustPolicy, failure: Awaited<ReturnType<typeof checkTrust>>, rec: StepRecorder): void {
  const summary = certificate.summary;
  if (!failure) {
    if (rec.reporting) rec.pass('certificate-trust', policy.mode === 'sandbox' ? 'valid now; sandbox accepts any issuer' : 'valid now, chains to a trust anchor, PSD2 QCStatement present');
    return;
  }
  rec.fail(createStepError(failure.code, 'certificate-trust', failure.reason, {
    certificate: summary,
    ...(policy.mode === 'production' && policy.requiredRoles ? { requiredRoles: policy.requiredRoles } : {}),
    roles: certificate.psd2?.roles ?? [],
    hint: TRUST_HINTS[failure.code],
  }));
}

/** What the TPP can do about each trust failure. */
const TRUST_HINTS: Readonly<Record<TrustFailure['code'], string>> = {
  CERTIFICATE_UNTRUSTED: 'Sign with a qualified seal certificate (QSealC) of a QTSP the bank trusts; when yours is one, tell the bank the issuer and reason given here (its list of CA certificates may lack or hold an outdated one).',
  CERTIFICATE_KEY_USAGE: 'Sign with your qualified seal certificate (QSealC): an end-entity certificate whose key usage includes digitalSignature or nonRepudiation.',
  QCSTATEMENT_MISSING: 'Sign with your qualified seal certificate (QSealC): its qcStatements carry QcCompliance and the PSD2 statement (ETSI TS 119 495).',
  CERTIFICATE_NOT_SEAL: 'Sign with your qualified seal certificate (QSealC), not the website certificate (QWAC) or another kind.',
  CERTIFICATE_ROLE_MISSING: 'Sign with a QSealC that carries the PSD2 roles this operation needs.',
  CERTIFICATE_REVOKED: 'The QTSP has revoked this certificate: sign with a valid QSealC it has issued since.',
  REVOCATION_UNAVAILABLE: 'Nothing is wrong with the request as far as the bank can tell: its revocation source is out of reach. Send the request again later.',
};
