import type { SignatureError } from '@xs2a-kit/signature';

/** The spec's limit on tppMessages.text. */
const TEXT_LIMIT = 512;

/** Request headers as the spec spells them, for tppMessages.path. */
const HEADER_NAMES: Readonly<Record<string, string>> = {
  signature: 'Signature',
  'tpp-signature-certificate': 'TPP-Signature-Certificate',
  date: 'Date',
  digest: 'Digest',
  'x-request-id': 'X-Request-ID',
  'psu-id': 'PSU-ID',
  'psu-corporate-id': 'PSU-Corporate-ID',
  'tpp-redirect-uri': 'TPP-Redirect-URI',
};

/** The header a failed step is about, when the error does not name one. */
const STEP_HEADERS: Readonly<Partial<Record<SignatureError['details']['stepName'], string>>> = {
  'signature-header': 'signature',
  'signature-parameters': 'signature',
  'key-id': 'signature',
  algorithm: 'signature',
  'signed-headers': 'signature',
  'signing-string': 'signature',
  signature: 'signature',
  certificate: 'tpp-signature-certificate',
  'certificate-trust': 'tpp-signature-certificate',
  date: 'date',
  digest: 'digest',
};

/**
 * What a TPP needs from a failed signature check, in the 512 characters of tppMessages.text: what failed, what
 * to change, and the one value the bank computed that settles it (the keyId it builds from the certificate, the
 * digest of the bytes it received, the signing string it built, the clock skew it measured). The header
 * concerned goes into tppMessages.path. Everything else the verifier found is in the sandbox's
 * signature-explain operation.
 *
 * @example
 * describeSignatureError(error); // { text: 'keyId does not name the certificate sent ... Expected keyId: SN=1A2B,CA=CN=...', path: 'Signature' }
 * @see service specification, Authentication and Errors (text at most 512 characters)
 */
export function describeSignatureError(error: SignatureError): { text: string; path: string | undefined } {
  const d = error.details;
  // The deciding value comes before the hint, so that a long hint is what the 512 characters cut short.
  const parts = [sentence(error.message), decidingValue(error), sentence(d.hint)];
  const text = parts.filter((p) => p !== '').join(' ').replace(/[\r\n\t]+/g, ' ');
  return {
    text: text.length <= TEXT_LIMIT ? text : `${text.slice(0, TEXT_LIMIT - 1)}…`,
    path: nameHeader(d.header ?? STEP_HEADERS[d.stepName]),
  };
}

function decidingValue(error: SignatureError): string {
  const d = error.details;
  if (d.keyIdExpected !== undefined && error.code.startsWith('KEYID')) return `Expected keyId: ${d.keyIdExpected}`;
  if (d.digest !== undefined) return `The bank computed ${d.digest.computed} over the ${d.digest.bodyBytes} bytes it received.`;
  if (d.clock?.skewSeconds !== undefined) return `Measured skew: ${Math.round(d.clock.skewSeconds)} s.`;
  if (d.signingString !== undefined) return `Signing string the bank built: ${JSON.stringify(d.signingString)}`;
  return '';
}

function sentence(text: string | undefined): string {
  if (text === undefined || text.trim() === '') return '';
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function nameHeader(header: string | undefined): string | undefined {
  return header === undefined ? undefined : (HEADER_NAMES[header] ?? header);
}
