import { X509Certificate } from 'node:crypto';
import { createTestCertificates, signRequest } from '@xs2a-kit/signature';
import { ConfigError } from '../config.js';

/** Signs response bodies so a TPP can check they come from the bank unaltered (spec, Authentication rule 7). */
export interface ResponseSigner {
  /** The headers to add to a response with this body: Digest, Date, Signature, ASPSP-Signature-Certificate. */
  sign(body: string, requestId: string | undefined): Record<string, string>;
}

/** The bank's QSealC and its key (PEM text, as read from the files the configuration names). */
export interface ResponseSeal {
  readonly certificate: string;
  readonly privateKey: string;
  /** The files they came from, for the message when they cannot sign. */
  readonly certFile: string;
  readonly keyFile: string;
}

/**
 * A signer from the bank's QSealC and key, or, in the sandbox without them, from a test
 * certificate made at start. The signature covers `digest date x-request-id` of the response with the same
 * rules as request signatures, so a TPP verifies it with the same code; the certificate travels in
 * ASPSP-Signature-Certificate (base64 DER). It signs once before it is returned, so a key that does not belong to
 * the certificate, or a file that is no key, stops the start (ConfigError) instead of turning every 2xx into a 500
 * after the request's work was committed.
 */
export async function createResponseSigner(options: {
  seal?: ResponseSeal | undefined;
  mode: 'sandbox' | 'production';
  clock: () => Date;
  /** Told when the seal expires within {@link SEAL_RENEWAL_DAYS} days. */
  warn?: (fields: Record<string, unknown>, message: string) => void;
}): Promise<ResponseSigner> {
  let certificate: string;
  let privateKey: string;
  if (options.seal) {
    ({ certificate, privateKey } = options.seal);
    checkSealValidity(options.seal, options.clock(), options.warn);
  } else if (options.mode === 'sandbox') {
    const { qseal } = await createTestCertificates({ organizationIdentifier: 'NTRNO-000000000', commonName: 'xs2a-kit sandbox bank', roles: [] });
    certificate = qseal.certificateBase64;
    privateKey = qseal.privateKeyPem;
  } else {
    throw new ConfigError(['XS2A_SIGN_RESPONSES in production needs XS2A_RESPONSE_SIGNING_CERT and XS2A_RESPONSE_SIGNING_KEY']);
  }
  const signer: ResponseSigner = {
    sign(body, requestId) {
      const signed = signRequest({
        headers: requestId ? { 'x-request-id': requestId } : {},
        body,
        privateKey,
        certificate,
        clock: options.clock,
        signedHeaders: ['digest', 'date', 'x-request-id'],
      });
      const h = signed.headers;
      return {
        Digest: h.digest ?? '',
        Date: h.date ?? '',
        'X-Request-ID': signed.requestId,
        Signature: h.signature ?? '',
        'ASPSP-Signature-Certificate': h['tpp-signature-certificate'] ?? '',
      };
    },
  };
  try {
    signer.sign('{}', 'start-up-check');
  } catch (error) {
    throw new ConfigError([
      `XS2A_RESPONSE_SIGNING_CERT (${options.seal?.certFile ?? 'test seal'}) and XS2A_RESPONSE_SIGNING_KEY (${options.seal?.keyFile ?? 'test seal'}) cannot sign: ${(error as Error).message}`,
    ]);
  }
  return signer;
}

/**
 * A seal outside its validity dates stops the start: every answer signed with it fails the TPP's check
 * (CERTIFICATE_EXPIRED), as if the bank signed nothing (review: an expired seal was taken without a word).
 */
function checkSealValidity(seal: ResponseSeal, now: Date, warn?: (fields: Record<string, unknown>, message: string) => void): void {
  let parsed: X509Certificate;
  try {
    parsed = new X509Certificate(seal.certificate);
  } catch {
    return; // not a PEM or DER certificate: the start-up signature says what is wrong with it
  }
  const from = new Date(parsed.validFrom);
  const to = new Date(parsed.validTo);
  if (now < from || now > to) {
    throw new ConfigError([
      `XS2A_RESPONSE_SIGNING_CERT (${seal.certFile}) is ${now > to ? `expired since ${to.toISOString()}` : `valid only from ${from.toISOString()}`}: every answer signed with it would fail the TPP's check`,
    ]);
  }
  const daysLeft = Math.floor((to.getTime() - now.getTime()) / 86_400_000);
  if (daysLeft < SEAL_RENEWAL_DAYS) {
    warn?.({ certFile: seal.certFile, notAfter: to.toISOString(), daysLeft }, `the response-signing seal expires in ${daysLeft} days: renew XS2A_RESPONSE_SIGNING_CERT before then`);
  }
}

/** How many days before its end a response-signing seal is reported at start, to be renewed. */
export const SEAL_RENEWAL_DAYS = 30;
