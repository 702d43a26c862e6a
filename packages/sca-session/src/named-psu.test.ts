import { describe, expect, it } from 'vitest';
import { isNamedPsu } from './authorisation-complete.js';
import { derivePsuId } from './psu-id.js';

const config = { bankNamespace: '6f1e2c1a-52a4-4d36-9a3c-0b1d7a0d2f11' };
const named = derivePsuId(config.bankNamespace, 'tpp-1', '13039319955');

describe('isNamedPsu', () => {
  it.each([
    ['no PSU named: anyone', { expectedPsuId: null, psuIdentityHint: null }, '12085592767', true],
    ['PSU-ID names this customer', { expectedPsuId: named, psuIdentityHint: null }, '13039319955', true],
    ['PSU-ID names another customer', { expectedPsuId: named, psuIdentityHint: null }, '12085592767', false],
    ['X-PSU-IDENTITY names this customer (spaces around it ignored)', { expectedPsuId: null, psuIdentityHint: ' 13039319955 ' }, '13039319955', true],
    ['X-PSU-IDENTITY names another customer', { expectedPsuId: null, psuIdentityHint: '13039319955' }, '12085592767', false],
    ['PSU-ID wins over X-PSU-IDENTITY', { expectedPsuId: named, psuIdentityHint: '12085592767' }, '13039319955', true],
  ])('%s', (_name, record, customerNumber, want) => {
    expect(isNamedPsu(config, { tppId: 'tpp-1', ...record }, customerNumber)).toBe(want);
  });
});
