/**
 * Verification steps 1-5: the Signature header, its parameters, the certificate, keyId and algorithm.
 */
import { decodeCanonicalBase64 } from './base64.js';
import { describeAlgorithmsForKey, resolveAlgorithm } from './algorithm.js';
import type { ResolvedAlgorithm } from './algorithm.js';
import { loadCertificate } from './certificate-cache.js';
import type { CertificateCache } from './certificate-cache.js';
import type { ParsedCertificate } from './certificate.js';
import { matchKeyId } from './key-id.js';
import { checkOrganizationIdentifier } from './organization-identifier.js';
import type { KeyIdMatch } from './key-id.js';
import { decodeEncodedWords } from './rfc2047.js';
import { containsLineBreak } from './request-headers.js';
import type { HeaderLookup } from './request-headers.js';
import { parseSignatureParameters } from './signature-header.js';
import type { SignatureParameters } from './signature-header.js';
import type { StepRecorder } from './step-recorder.js';
import { createStepError } from './steps.js';
import type { TrustPolicy } from './trust-policy.js';

/** Largest Signature header accepted, in bytes. */
export const MAX_SIGNATURE_BYTES = 8 * 1024;
/** Largest TPP-Signature-Certificate header accepted, in bytes. */
export const MAX_CERTIFICATE_BYTES = 16 * 1024;

/** Per certificate: the keyId strings seen with it (at most 16) and their match, and the last one asked for. */
interface KeyIdMemo {
  readonly results: Map<string, KeyIdMatch>;
  lastKeyId: string;
  lastResult: KeyIdMatch | undefined;
}

const keyIdMemo = new WeakMap<ParsedCertificate, KeyIdMemo>();

/** What steps 1 and 2 read: the parameters, the signature bytes, and whether the header was RFC 2047 encoded. */
export interface SignatureRead {
  readonly params: SignatureParameters;
  readonly signatureBytes: Buffer;
  readonly encoded: boolean;
}

/** Steps 1 and 2: the Signature header's presence, size, encoding and parameters. */
export function readSignature(headers: HeaderLookup, rec: StepRecorder): SignatureRead | undefined {
  const value = headers.value('signature');
  if (value === undefined || value === '') {
    failMissingSignature(headers, rec);
    return undefined;
  }
  const size = measureBytesNear(value, MAX_SIGNATURE_BYTES);
  if (size > MAX_SIGNATURE_BYTES) {
    rec.fail(createStepError('HEADER_TOO_LARGE', 'signature-header', `The Signature header is ${size} bytes; at most ${MAX_SIGNATURE_BYTES} are accepted`, {
      header: 'signature', limitBytes: MAX_SIGNATURE_BYTES, actualBytes: size,
      hint: 'Send one signature with keyId, algorithm, headers and signature only.',
    }));
    return undefined;
  }
  if (containsLineBreak(value)) {
    rec.fail(createStepError('HEADER_INJECTION', 'signature-header', 'The Signature header contains a line break', {
      header: 'signature', hint: 'Remove CR and LF characters from the Signature header.',
    }));
    return undefined;
  }
  const count = headers.count('signature');
  if (count > 1) {
    rec.fail(createStepError('SIGNATURE_MALFORMED', 'signature-header', `The Signature header was sent ${count} times`, {
      header: 'signature', hint: 'Send exactly one Signature header.',
    }));
    return undefined;
  }
  const decoded = decodeEncodedWords(value);
  if (!decoded.ok) {
    rec.fail(createStepError('SIGNATURE_MALFORMED', 'signature-header', `The Signature header's RFC 2047 encoding is invalid: ${decoded.reason}`, {
      header: 'signature', received: value.slice(0, 200),
      hint: 'Encode the whole value as =?utf-8?B?<base64>?= (RFC 2047), or send it unencoded.',
    }));
    return undefined;
  }
  if (rec.reporting) rec.pass('signature-header', decoded.encoded ? 'present, RFC 2047 encoded-word decoded' : 'present');
  const parsed = parseSignatureParameters(decoded.text);
  if (!parsed.ok) {
    rec.fail(createStepError('SIGNATURE_MALFORMED', 'signature-parameters', `The Signature header cannot be parsed: ${parsed.reason}`, {
      header: 'signature', received: decoded.text.slice(0, 1000),
      hint: QUOTE_IN_KEY_ID.test(decoded.text)
        ? 'Write the issuer in keyId with RFC 4514 escapes instead of quotes (O=Bank\\, Inc\\+Co), or escape each quote inside keyId as \\".'
        : 'Write keyId="...",algorithm="rsa-sha256",headers="...",signature="..." with quoted values, each parameter once.',
    }));
    return undefined;
  }
  const signatureBytes = decodeCanonicalBase64(parsed.value.signature);
  if (!signatureBytes) {
    rec.fail(createStepError('SIGNATURE_MALFORMED', 'signature-parameters', 'The signature parameter is not canonical, padded base64', {
      header: 'signature', received: parsed.value.signature.slice(0, 1000),
      hint: 'Send the signature bytes as standard base64 (RFC 4648 section 4) with padding.',
    }));
    return undefined;
  }
  if (rec.reporting) rec.pass('signature-parameters', `keyId, algorithm ${parsed.value.algorithm}, headers "${parsed.value.headers.join(' ')}" and signature read`);
  return { params: parsed.value, signatureBytes, encoded: decoded.encoded };
}

/** A quote inside the keyId value, which then reads as the end of it: `keyId="SN=1,CA=O="Bank, Inc"`. */
const QUOTE_IN_KEY_ID = /keyId\s*=\s*"[^"]*=\s*\\?"/i;

/**
 * SIGNATURE_MISSING, naming the Authorization form of draft-cavage when the TPP sent that instead: the
 * specification and Berlin Group carry the signature in a Signature header only.
 */
function failMissingSignature(headers: HeaderLookup, rec: StepRecorder): void {
  const authorization = headers.value('authorization');
  if (authorization !== undefined && /^signature\s/i.test(authorization)) {
    rec.fail(createStepError('SIGNATURE_MISSING', 'signature-header',
      "The request carries no Signature header but Authorization: Signature ...; this bank expects the Signature header (draft-cavage's Authorization form is not accepted)", {
        header: 'signature',
        hint: 'Send the same parameters (keyId, algorithm, headers, signature) as the value of a Signature header, without the word "Signature" in front.',
      }));
    return;
  }
  rec.fail(createStepError('SIGNATURE_MISSING', 'signature-header', 'The request carries no Signature header', {
    header: 'signature',
    hint: 'Sign every request and send the signature in the Signature header (specification, Authentication).',
  }));
}

/**
 * Step 3: the certificate header, decoded and parsed (or taken from the cache). In production the certificate
 * must name its holder by organizationIdentifier; an explain report records that failure and goes on with the
 * certificate, so that the later steps are still reported.
 */
export function readCertificate(headers: HeaderLookup, cache: CertificateCache, policy: TrustPolicy, rec: StepRecorder): ParsedCertificate | undefined {
  const value = headers.value('tpp-signature-certificate');
  const hint = 'Send the signing certificate (QSealC) as base64 DER in TPP-Signature-Certificate.';
  if (value === undefined || value === '') {
    rec.fail(createStepError('CERTIFICATE_MISSING', 'certificate', 'The request carries no TPP-Signature-Certificate header', { header: 'tpp-signature-certificate', hint }));
    return undefined;
  }
  const size = measureBytesNear(value, MAX_CERTIFICATE_BYTES);
  if (size > MAX_CERTIFICATE_BYTES) {
    rec.fail(createStepError('HEADER_TOO_LARGE', 'certificate', `The TPP-Signature-Certificate header is ${size} bytes; at most ${MAX_CERTIFICATE_BYTES} are accepted`, {
      header: 'tpp-signature-certificate', limitBytes: MAX_CERTIFICATE_BYTES, actualBytes: size,
      hint: 'Send only the signing certificate, not a chain or a bundle.',
    }));
    return undefined;
  }
  const count = headers.count('tpp-signature-certificate');
  if (count > 1) {
    rec.fail(createStepError('CERTIFICATE_INVALID', 'certificate', `The TPP-Signature-Certificate header was sent ${count} times`, { header: 'tpp-signature-certificate', hint }));
    return undefined;
  }
  const loaded = loadCertificate(value, cache);
  if (!loaded.ok) {
    if (loaded.surplus) {
      // A chain or bundle: the parser would read the first certificate and ignore the rest, which still went into
      // the fingerprint (the TPP id of a certificate without organizationIdentifier).
      rec.fail(createStepError('CERTIFICATE_INVALID', 'certificate', `TPP-Signature-Certificate is unusable: send only the signing certificate; ${loaded.reason}`, {
        header: 'tpp-signature-certificate',
        hint: 'Send only the signing certificate (QSealC) as base64 DER in TPP-Signature-Certificate: one certificate, no chain, no PEM bundle, nothing after it.',
      }));
      return undefined;
    }
    rec.fail(createStepError('CERTIFICATE_INVALID', 'certificate', `TPP-Signature-Certificate is unusable: ${loaded.reason}`, { header: 'tpp-signature-certificate', hint }));
    return undefined;
  }
  const certificate = loaded.value;
  if (policy.mode === 'production' && certificate.organizationIdentifier === undefined) {
    rec.fail(createStepError('CERTIFICATE_INVALID', 'certificate',
      "The certificate's subject has no organizationIdentifier (2.5.4.97), which ETSI TS 119 495 section 5.2.1 requires of a PSD2 certificate", {
        header: 'tpp-signature-certificate', certificate: certificate.summary,
        hint: 'Sign with a QSealC whose subject carries your organizationIdentifier (such as PSDNO-FSA-123456789), as issued by a QTSP for PSD2.',
      }));
    return certificate;
  }
  if (certificate.organizationIdentifier !== undefined) {
    // The identifier becomes the TPP id in both modes; only production holds it to PSD2's form and NCA.
    const reason = checkOrganizationIdentifier(certificate.organizationIdentifier, { mode: policy.mode, statement: certificate.psd2 });
    if (reason !== undefined) {
      rec.fail(createStepError('CERTIFICATE_INVALID', 'certificate', `The certificate's ${reason} (ETSI TS 119 495 section 5.2.1)`, {
        header: 'tpp-signature-certificate', certificate: certificate.summary, received: certificate.organizationIdentifier,
        hint: 'Sign with a QSealC whose subject organizationIdentifier is "PSD", your NCA id as in the PSD2 QCStatement, "-" and your PSP identifier (such as PSDNO-FSA-123456789).',
      }));
      return certificate;
    }
  }
  if (rec.reporting) rec.pass('certificate', `parsed: serial ${certificate.summary.serialHex}, issuer ${certificate.summary.issuerReadable}`);
  return certificate;
}

/**
 * Step 4: keyId must name the certificate received. `encoded` tells whether the Signature header came RFC 2047
 * encoded: non-ASCII bytes in a header that was not are what the specification asks to encode.
 */
export function checkKeyId(params: SignatureParameters, certificate: ParsedCertificate, encoded: boolean, rec: StepRecorder): void {
  let memo = keyIdMemo.get(certificate);
  if (!memo) keyIdMemo.set(certificate, (memo = { results: new Map(), lastKeyId: '', lastResult: undefined }));
  // A TPP sends the same keyId every time: comparing with the last one spares hashing a fresh 100-character
  // string for the map on every request.
  let result = params.keyId === memo.lastKeyId ? memo.lastResult : memo.results.get(params.keyId);
  if (!result) {
    result = matchKeyId(params.keyId, certificate.serial, certificate.issuer);
    if (memo.results.size >= 16) memo.results.clear();
    memo.results.set(params.keyId, result);
  }
  memo.lastKeyId = params.keyId;
  memo.lastResult = result;
  if (result.ok) {
    if (rec.reporting) rec.pass('key-id', result.issuerMatch === 'exact' ? 'keyId names the certificate' : 'keyId names the certificate (issuer in the reduced CN,O,OU,L,S,C form)');
    return;
  }
  const hints: string[] = [];
  if (!encoded && NON_ASCII.test(params.keyId)) hints.push(NON_ASCII_HINT);
  if (result.hint) hints.push(result.hint);
  hints.push(`Use keyId="${certificate.keyId}": the certificate's serial in hexadecimal and its issuer distinguished name (RFC 2253).`);
  rec.fail(createStepError(result.code, 'key-id', `keyId does not name the certificate sent: ${result.reason}`, {
    keyIdReceived: params.keyId,
    keyIdExpected: certificate.keyId,
    certificate: certificate.summary,
    ...(result.comparison ? { issuerComparison: result.comparison } : {}),
    hint: hints.join(' '),
  }));
}

const NON_ASCII = /[^\u0000-\u007f]/;
const NON_ASCII_HINT = 'The Signature header holds non-ASCII bytes: MIME-encode it as =?utf-8?B?...?= (an RFC 2047 encoded-word).';

/** Step 5: the algorithm must be supported and fit the certificate's key. */
export function checkAlgorithm(params: SignatureParameters, certificate: ParsedCertificate, rec: StepRecorder): Extract<ResolvedAlgorithm, { ok: true }> | undefined {
  const resolved = resolveAlgorithm(params.algorithm, certificate.publicKey);
  if (resolved.ok) {
    if (rec.reporting) rec.pass('algorithm', `${params.algorithm} fits the certificate's ${certificate.publicKey.asymmetricKeyType} key`);
    return resolved;
  }
  const fitting = describeAlgorithmsForKey(certificate.publicKey);
  rec.fail(createStepError(resolved.code, 'algorithm', resolved.reason, {
    received: params.algorithm,
    expected: fitting.expected,
    certificate: certificate.summary,
    hint: fitting.hint,
  }));
  return undefined;
}

/**
 * The UTF-8 size of a header value when it might exceed the limit, else 0. UTF-8 takes at most three bytes per
 * UTF-16 unit, so a value of at most limit / 3 units is within the limit whatever it holds: no count needed.
 */
function measureBytesNear(value: string, limit: number): number {
  return value.length * 3 <= limit ? 0 : Buffer.byteLength(value);
}
