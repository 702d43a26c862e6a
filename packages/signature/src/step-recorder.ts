/**
 * Collects the outcome of each verification step: throws at the first failure for `verifyRequest`, or records
 * every step for the explain report.
 */
import type { SignatureError, SignatureErrorCode, SignatureErrorDetails, VerificationStep } from './signature-error.js';
import { STEP_NUMBERS } from './steps.js';

/**
 * One step of a verification report.
 *
 * @example
 * ```ts
 * const row: VerificationStepReport = { step: 8, name: 'digest', status: 'passed', message: 'SHA-256 matches the 42-byte body' };
 * ```
 * @see draft-cavage-http-signatures-10 section 2.5 (verification)
 */
export interface VerificationStepReport {
  readonly step: number;
  readonly name: VerificationStep;
  readonly status: 'passed' | 'failed' | 'skipped';
  readonly message: string;
  readonly code?: SignatureErrorCode;
  readonly details?: SignatureErrorDetails;
}

/**
 * Step bookkeeping shared by verifyRequest (throwing) and explainRequest (recording). A throwing recorder keeps
 * no state, so one instance serves every verifyRequest call; callers build a passed step's message only when
 * `reporting` is true, so a verification that passes allocates nothing for its report.
 */
export class StepRecorder {
  readonly steps: VerificationStepReport[] = [];
  readonly errors: SignatureError[] = [];
  /** True when steps are recorded for a report (explainRequest); false when the first failure throws. */
  readonly reporting: boolean;

  constructor(throwOnFailure: boolean) {
    this.reporting = !throwOnFailure;
  }

  /** Records a passed step; call it only when `reporting`, so the message is not built for nothing. */
  pass(name: VerificationStep, message: string): void {
    if (this.reporting) this.steps.push({ step: STEP_NUMBERS[name], name, status: 'passed', message });
  }

  /** Throws the error, or records it and lets the caller go on with the steps that do not depend on it. */
  fail(error: SignatureError): void {
    if (!this.reporting) throw error;
    this.errors.push(error);
    this.steps.push({ step: error.details.step, name: error.details.stepName, status: 'failed', message: error.message, code: error.code, details: error.details });
  }

  /** Records a step that could not run because an earlier one failed. */
  skip(name: VerificationStep, message: string): void {
    if (this.reporting) this.steps.push({ step: STEP_NUMBERS[name], name, status: 'skipped', message });
  }
}
