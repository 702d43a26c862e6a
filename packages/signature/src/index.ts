/**
 * @xs2a-kit/signature: Berlin Group HTTP message signatures, Digest and eIDAS (PSD2) certificates.
 * Verify (bank side), sign (client and response signing), and make test certificates.
 */
export { verifyRequest, explainRequest } from './verify-request.js';
export { verifyResponse, RESPONSE_SIGNED_HEADERS } from './verify-response.js';
export type { VerifyResponseInput } from './verify-response.js';
export type { VerificationReport } from './verify-request.js';
export type { VerificationStepReport } from './step-recorder.js';
export type { TppIdentity, TrustPolicy, CertificateInput, RevocationQuery, RevocationStatus, VerifyRequestInput, VerifyRequestOptions } from './trust-policy.js';
export type { RequestHeaders } from './request-headers.js';
export { sortTrustCertificates } from './trust-bundle.js';
export type { SortedTrustCertificates } from './trust-bundle.js';
export { createRevocationListCheck } from './revocation-list.js';
export { createOcspCheck } from './ocsp-check.js';
export type { OcspCheck, OcspCheckOptions } from './ocsp-check.js';
export type { RevocationListCheck, RevocationListSummary } from './revocation-list.js';
export { createCertificateCache } from './certificate-cache.js';
export type { CertificateCache } from './certificate-cache.js';
export { SignatureError } from './signature-error.js';
export type {
  SignatureErrorCode,
  SignatureErrorDetails,
  VerificationStep,
  CertificateSummary,
  IssuerAttributeComparison,
  DigestComparison,
  ClockComparison,
} from './signature-error.js';
export { formatSignatureErrorText } from './error-text.js';
export { signRequest } from './sign-request.js';
export type { SignRequestInput, SignedRequest } from './sign-request.js';
export type { Psd2Role } from './qc-statements.js';
export { checkOrganizationIdentifier } from './organization-identifier.js';
export { createTestCertificateAuthority, createTestTppCertificate, createTestCertificates } from './test-certificates.js';
export type { TestCertificate, TestCertificateAuthority, TestCertificateOptions, TppCertificateOptions } from './test-certificates.js';
