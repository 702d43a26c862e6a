import { describe, expect, it } from 'vitest';

import { assertScaStatusChange, canChangeScaStatus, isFinalScaStatus } from './sca-status.js';

describe('scaStatus transitions', () => {
  it.each([
    ['received', 'psuIdentified', true],
    ['received', 'started', true],
    ['psuIdentified', 'started', true],
    ['started', 'finalised', true],
    ['started', 'failed', true],
    ['exempted', 'finalised', true],
    ['started', 'received', false],
    ['started', 'exempted', false],
    ['finalised', 'failed', false],
    ['failed', 'finalised', false],
    ['finalised', 'finalised', false],
  ] as const)('%s -> %s: %s', (from, to, want) => {
    expect(canChangeScaStatus(from, to)).toBe(want);
  });

  it('a status outside the union (untyped callers, stored data) changes nowhere and is refused with STATUS_INVALID', () => {
    expect(canChangeScaStatus('bogus' as 'started', 'finalised')).toBe(false);
    expect(() => assertScaStatusChange('bogus' as 'started', 'finalised')).toThrowError(expect.objectContaining({ code: 'STATUS_INVALID' }));
  });

  it('knows the final statuses', () => {
    expect(isFinalScaStatus('finalised')).toBe(true);
    expect(isFinalScaStatus('failed')).toBe(true);
    expect(isFinalScaStatus('exempted')).toBe(false);
  });

  it('throws STATUS_INVALID for a forbidden change', () => {
    expect(() => assertScaStatusChange('failed', 'started')).toThrowError(
      expect.objectContaining({ code: 'STATUS_INVALID' }),
    );
  });
});
