import { SignatureError } from './signature-error.js';
import type { SignatureErrorCode, SignatureErrorDetails, VerificationStep } from './signature-error.js';

/** Step numbers as the explain report counts them. */
export const STEP_NUMBERS: Readonly<Record<VerificationStep, number>> = {
  input: 0,
  'signature-header': 1,
  'signature-parameters': 2,
  certificate: 3,
  'key-id': 4,
  algorithm: 5,
  'signed-headers': 6,
  date: 7,
  digest: 8,
  'signing-string': 9,
  signature: 10,
  'certificate-trust': 11,
};

/** Everything of {@link SignatureErrorDetails} except the step bookkeeping, which this module fills in. */
export type FailureDetails = Omit<SignatureErrorDetails, 'step' | 'stepName'>;

/** Builds the error of a failed step; the message is kept to one line. */
export function createStepError(
  code: SignatureErrorCode,
  stepName: VerificationStep,
  message: string,
  details: FailureDetails,
): SignatureError {
  const oneLine = message.replace(/[\r\n]+/g, ' ');
  return new SignatureError(code, oneLine, { step: STEP_NUMBERS[stepName], stepName, ...details });
}
