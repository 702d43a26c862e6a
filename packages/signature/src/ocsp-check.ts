/**
 * Revocation from the QTSPs' OCSP responders (RFC 6960): the `checkRevocation` of a production trust policy for
 * banks that ask each certificate's responder rather than download CRLs. The answers are verified (signed by the
 * issuing CA or by a responder it delegated to), checked for freshness, and reused until they go stale.
 */
import * as pkijs from 'pkijs';
import { pkijsEngine, readConfiguredCertificate } from './configured-certificates.js';
import { MAX_TIMER_MS } from './revocation-answer.js';
import { createStepError } from './steps.js';
import type { CertificateInput, RevocationQuery, RevocationStatus } from './trust-policy.js';

/** id-pkix-ocsp-basic (RFC 6960 section 4.2.1): the only response type responders use. */
const BASIC_RESPONSE = '1.3.6.1.5.5.7.48.1.1';
/** OCSPResponseStatus values (RFC 6960 section 4.2.1), named for the messages. */
const RESPONSE_STATUS: Readonly<Record<number, string>> = {
  1: 'malformedRequest',
  2: 'internalError',
  3: 'tryLater',
  5: 'sigRequired',
  6: 'unauthorized',
};
/** Answers kept for reuse at most; a bank sees far fewer distinct TPP certificates and CAs than this. */
const MAX_REMEMBERED = 10_000;
/** The largest answer read: real ones are a few KiB; a broken or hostile responder is cut off here. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

/** How far a responder's clock may run ahead of the bank's before its thisUpdate is refused as from the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * How {@link createOcspCheck} asks.
 *
 * @example
 * ```ts
 * const options: OcspCheckOptions = { issuers: [qtspRootPem, issuingCaPem], maxAgeSeconds: 600 };
 * ```
 */
export interface OcspCheckOptions {
  /**
   * The QTSPs' CA certificates (as in the policy's anchors and intermediates): the issuers of the certificates asked
   * about. An answer must be signed by the certificate's issuer, or by a responder certificate that issuer gave
   * the OCSPSigning purpose.
   */
  readonly issuers: readonly CertificateInput[];
  /** Sends a request: the global `fetch` unless given (a proxy's, or a test's). */
  readonly fetch?: (url: string, init: { method: 'POST'; headers: Record<string, string>; body: Uint8Array; signal: AbortSignal; redirect: 'manual' }) => Promise<Response>;
  /** The bank's clock, for the freshness of answers and their reuse. */
  readonly clock?: () => Date;
  /** Longest time an answer is reused, in seconds (default 3,600); sooner when the answer's nextUpdate comes first. */
  readonly maxAgeSeconds?: number;
  /** How long one responder may take before the next one the certificate names is asked (default 3,000 ms). */
  readonly requestTimeoutMs?: number;
  /**
   * Asked about a certificate that names no OCSP responder (such as a CRL check from `createRevocationListCheck`).
   * Without it such a certificate cannot be checked, and its requests fail with `REVOCATION_UNAVAILABLE`.
   */
  readonly fallback?: (certificate: RevocationQuery) => Promise<RevocationStatus>;
}

/** A `checkRevocation` that asks OCSP responders. */
export interface OcspCheck {
  readonly checkRevocation: (certificate: RevocationQuery) => Promise<RevocationStatus>;
}

interface Remembered {
  readonly status: RevocationStatus;
  readonly until: number;
}

/**
 * Builds a production policy's `checkRevocation` that asks the OCSP responder each certificate names in its
 * authorityInfoAccess (the TPP's QSealC and the issuing CAs on its path). An answer counts only when it is
 * `successful`, about that very certificate, signed by its issuer or a responder the issuer delegated to
 * (OCSPSigning), and current (thisUpdate not in the future, nextUpdate not past; without a nextUpdate, no older
 * than `maxAgeSeconds`). `good` and `revoked` are reused until the answer's nextUpdate or `maxAgeSeconds`,
 * whichever comes first, and requests about one certificate at the same time share one call. Anything else (no
 * responder reachable, `tryLater`, `unknown`, a bad signature) throws, which the policy turns into
 * `REVOCATION_UNAVAILABLE`: never a silent pass.
 *
 * @throws {SignatureError} `INPUT_INVALID` for an issuer certificate that does not parse, or bad numbers.
 *   `checkRevocation` rejects with `REVOCATION_UNAVAILABLE` when no responder gave a usable answer (its message
 *   gives each responder's reason: unreachable, HTTP status, bad signature, stale, `unknown`, another certificate)
 *   and when the certificate names no responder and there is no `fallback`.
 * @example
 * ```ts
 * const { checkRevocation } = createOcspCheck({ issuers: [qtspRootPem, issuingCaPem] });
 * const trust: TrustPolicy = { mode: 'production', trustAnchors: [qtspRootPem], intermediates: [issuingCaPem], checkRevocation };
 * ```
 * @see RFC 6960 sections 2.2, 3.2 and 4.2 (OCSP), RFC 5019 (caching by nextUpdate)
 */
export function createOcspCheck(options: OcspCheckOptions): OcspCheck {
  const issuers = options.issuers.map((input) =>
    readConfiguredCertificate(input, 'an OCSP issuer certificate', {
      fix: 'Give the QTSP CA certificates that issue the TPP certificates, as PEM or DER.',
      oneEach: 'Give each CA certificate as its own entry of issuers.',
    }),
  );
  const maxAgeMs = readPositive(options.maxAgeSeconds, 3_600, 'maxAgeSeconds') * 1000;
  const requestTimeoutMs = readPositive(options.requestTimeoutMs, 3_000, 'requestTimeoutMs');
  const send = options.fetch ?? ((url, init) => fetch(url, init));
  const clock = options.clock ?? (() => new Date());
  const remembered = new Map<string, Remembered>();
  const asking = new Map<string, Promise<Remembered>>();

  async function ask(query: RevocationQuery): Promise<Remembered> {
    const certificate = pkijs.Certificate.fromBER(query.der);
    const issuer = await findIssuer(certificate, issuers);
    const request = new pkijs.OCSPRequest();
    await request.createForCertificate(certificate, { hashAlgorithm: 'SHA-1', issuerCertificate: issuer }, pkijsEngine);
    const body = new Uint8Array(request.toSchema(true).toBER(false));
    const failures: string[] = [];
    for (const url of query.ocspUrls) {
      if (!/^https?:\/\//i.test(url)) {
        failures.push(`${url}: not an http(s) address`);
        continue;
      }
      try {
        const response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
          body,
          signal: AbortSignal.timeout(requestTimeoutMs),
          // A redirect would turn the POST into a GET (302) or fail obscurely (307): say so instead.
          redirect: 'manual',
        });
        if (response.status >= 300 && response.status < 400) throw new Error(`HTTP ${response.status} redirect to ${response.headers.get('location') ?? 'nowhere'}, not followed`);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return await readAnswer(await readCapped(response), certificate, issuer, issuers, clock().getTime(), maxAgeMs);
      } catch (error) {
        failures.push(`${url}: ${describeError(error)}`);
      }
    }
    throw createStepError('REVOCATION_UNAVAILABLE', 'certificate-trust', `no OCSP responder gave a usable answer about serial ${query.serialHex} (${failures.join('; ')})`, {
      hint: 'The bank could not learn whether the certificate is revoked; the reason of each responder follows the serial. Try again later.',
    });
  }

  return {
    async checkRevocation(query) {
      if (query.ocspUrls.length === 0) {
        if (options.fallback !== undefined) return options.fallback(query);
        throw createStepError('REVOCATION_UNAVAILABLE', 'certificate-trust', `the certificate (serial ${query.serialHex}, issued by ${query.issuer}) names no OCSP responder, and no fallback check is configured`, {
          hint: "Give createOcspCheck a fallback (a CRL check, say) for certificates whose authorityInfoAccess names no OCSP responder.",
        });
      }
      const key = `${query.serialHex}|${query.issuer}`;
      const known = remembered.get(key);
      if (known !== undefined) {
        if (known.until > clock().getTime()) return known.status;
        remembered.delete(key);
      }
      let pending = asking.get(key);
      if (pending === undefined) {
        pending = ask(query).finally(() => asking.delete(key));
        asking.set(key, pending);
      }
      const answer = await pending;
      // Bounded: past MAX_REMEMBERED the oldest answer goes (a Map keeps insertion order).
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
      remembered.set(key, answer);
      return answer.status;
    },
  };
}

function readPositive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  // Whole, and within what Node's timers take (2^31 - 1 ms): past it they fire at once.
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_TIMER_MS) return value;
  throw createStepError('INPUT_INVALID', 'input', `createOcspCheck's ${name} is ${String(value)}, not a whole number from 1 to ${MAX_TIMER_MS}`, { hint: `Give ${name} as a whole positive number, or leave it out.` });
}

/** The body, refused past {@link MAX_RESPONSE_BYTES} whether or not Content-Length says so. */
async function readCapped(response: Response): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_RESPONSE_BYTES) throw new Error(`the answer is ${declared} bytes, more than the ${MAX_RESPONSE_BYTES} an OCSP answer may be`);
  if (response.body === null) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_RESPONSE_BYTES) throw new Error(`the answer is more than the ${MAX_RESPONSE_BYTES} bytes an OCSP answer may be`);
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** An error's message with its cause's (fetch says "fetch failed" and keeps ECONNREFUSED in the cause). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause === undefined || error.message.includes(cause) ? error.message : `${error.message}: ${cause}`;
}

// After a CA's rekeying two certificates carry its name: the issuer is the one whose key verifies the certificate.
async function findIssuer(certificate: pkijs.Certificate, issuers: readonly pkijs.Certificate[]): Promise<pkijs.Certificate> {
  for (const candidate of issuers) {
    if (!candidate.subject.isEqual(certificate.issuer)) continue;
    try {
      if (await certificate.verify(candidate, pkijsEngine)) return candidate;
    } catch {
      // another namesake's key
    }
  }
  throw createStepError('REVOCATION_UNAVAILABLE', 'certificate-trust', 'none of the OCSP issuer certificates given issued it', {
    hint: "Add the CA certificate that issued it to createOcspCheck's issuers: an OCSP request names the issuer by its key.",
  });
}

async function readAnswer(
  bytes: Uint8Array,
  certificate: pkijs.Certificate,
  issuer: pkijs.Certificate,
  issuers: readonly pkijs.Certificate[],
  now: number,
  maxAgeMs: number,
): Promise<Remembered> {
  const response = pkijs.OCSPResponse.fromBER(bytes);
  const status = response.responseStatus.valueBlock.valueDec;
  if (status !== 0) throw new Error(`the responder answered ${RESPONSE_STATUS[status] ?? `status ${status}`}`);
  if (response.responseBytes?.responseType !== BASIC_RESPONSE) throw new Error(`the response is of type ${response.responseBytes?.responseType ?? 'none'}, not a basic OCSP response`);
  const basic = pkijs.BasicOCSPResponse.fromBER(response.responseBytes.response.valueBlock.valueHexView);
  // A CA that signs its answers itself often sends no certificate along; its own is then the one to verify with.
  basic.certs = [...(basic.certs ?? []), issuer];
  let verified = false;
  try {
    // The issuer itself may sign (RFC 6960 2.2): named as a trusted responder, pkijs does not validate its path
    // again, which failed for an issuing CA listed after its root (review M: every answer refused).
    verified = await basic.verify({ trustedCerts: [...issuers], issuerCerts: [issuer], trustedResponders: [issuer] }, pkijsEngine);
  } catch (error) {
    throw new Error(`the answer's signature is not the issuer's nor a delegated responder's: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!verified) throw new Error("the answer's signature does not verify");
  const single = await findSingleResponse(basic, certificate, issuer);
  const thisUpdate = single.thisUpdate.getTime();
  const nextUpdate = single.nextUpdate?.getTime();
  const tag = (single.certStatus as { idBlock: { tagNumber: number } }).idBlock.tagNumber;
  if (thisUpdate > now + CLOCK_SKEW_MS) throw new Error(`the answer is dated ${single.thisUpdate.toISOString()}, in the future`);
  // A signed "revoked" stays true however old the answer (revocation is final): only a "good" goes stale.
  if (tag === 1) return { status: 'revoked', until: now + maxAgeMs };
  if (nextUpdate !== undefined ? nextUpdate < now : thisUpdate + maxAgeMs < now) {
    throw new Error(`the answer is stale (thisUpdate ${single.thisUpdate.toISOString()}${single.nextUpdate ? `, nextUpdate ${single.nextUpdate.toISOString()}` : ''})`);
  }
  const until = Math.min(nextUpdate ?? thisUpdate + maxAgeMs, now + maxAgeMs);
  // CertStatus (RFC 6960 4.2.1): [0] good, [1] revoked (above), [2] unknown.
  if (tag === 0) return { status: 'good', until };
  throw new Error('the responder does not know the certificate (status unknown)');
}

async function findSingleResponse(basic: pkijs.BasicOCSPResponse, certificate: pkijs.Certificate, issuer: pkijs.Certificate): Promise<pkijs.SingleResponse> {
  for (const single of basic.tbsResponseData.responses) {
    const hashAlgorithm = pkijsEngine.getAlgorithmByOID(single.certID.hashAlgorithm.algorithmId, false);
    if (!('name' in hashAlgorithm)) continue;
    const ours = await pkijs.CertID.create(certificate, { hashAlgorithm: hashAlgorithm.name, issuerCertificate: issuer }, pkijsEngine);
    if (single.certID.isEqual(ours)) return single;
  }
  throw new Error('the answer is about another certificate');
}
