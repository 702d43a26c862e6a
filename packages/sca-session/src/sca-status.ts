import { ScaError } from './errors.js';
import type { ScaStatus } from './records.js';

// received: created, PSU not yet known to the bank. psuIdentified: the bank knows the PSU (from PSU-ID or the
// login). started: the PSU is authenticating on the SCA site. exempted: a live SCA session covers this
// authorisation, so no authentication is asked; the PSU's decision (e.g. choosing consent accounts) still
// finalises it. A headless sandbox approval may go straight from received or psuIdentified to finalised.
const NEXT: Readonly<Record<ScaStatus, readonly ScaStatus[]>> = {
  received: ['psuIdentified', 'started', 'exempted', 'finalised', 'failed'],
  psuIdentified: ['started', 'exempted', 'finalised', 'failed'],
  started: ['finalised', 'failed'],
  exempted: ['finalised', 'failed'],
  finalised: [],
  failed: [],
};

/**
 * Whether an authorisation may move from one scaStatus to another.
 *
 * @example
 * ```ts
 * canChangeScaStatus('started', 'finalised'); // true
 * canChangeScaStatus('finalised', 'failed');  // false
 * ```
 * @see Berlin Group NextGenPSD2 1.3 scaStatus
 */
export function canChangeScaStatus(from: ScaStatus, to: ScaStatus): boolean {
  // A value outside the union (from untyped code or stored data) changes nowhere, rather than throwing a TypeError.
  return (NEXT[from] as readonly ScaStatus[] | undefined)?.includes(to) ?? false;
}

/**
 * Whether no further change is possible (`finalised` or `failed`).
 *
 * @example
 * ```ts
 * isFinalScaStatus('failed'); // true
 * ```
 */
export function isFinalScaStatus(status: ScaStatus): boolean {
  return NEXT[status].length === 0;
}

/**
 * Throws `STATUS_INVALID` unless `canChangeScaStatus(from, to)`.
 *
 * @example
 * ```ts
 * assertScaStatusChange(record.scaStatus, 'finalised');
 * ```
 */
export function assertScaStatusChange(from: ScaStatus, to: ScaStatus): void {
  if (!canChangeScaStatus(from, to)) {
    throw new ScaError('STATUS_INVALID', `An authorisation cannot go from ${from} to ${to}`);
  }
}
