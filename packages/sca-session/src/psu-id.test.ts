import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';

import { config, TPP, OTHER_TPP } from '../test-support/fixtures.js';
import { derivePsuCorporateId, derivePsuId } from './psu-id.js';

describe('derivePsuId', () => {
  it('is a version 5 UUID, stable for the same TPP and customer', () => {
    const first = derivePsuId(config.bankNamespace, TPP, '10000001');
    expect(validate(first)).toBe(true);
    expect(version(first)).toBe(5);
    expect(derivePsuId(config.bankNamespace, TPP, '10000001')).toBe(first);
  });

  it.each([
    ['another TPP', [config.bankNamespace, OTHER_TPP, '10000001']],
    ['another customer', [config.bankNamespace, TPP, '10000002']],
    ['another bank', ['0b7e3a52-1d2c-4b8e-9a41-55d2b1c7e9aa', TPP, '10000001']],
    ['a separator shifted between TPP and customer', [config.bankNamespace, `${TPP}:1`, '0000001']],
  ] as const)('differs for %s', (_name, [namespace, tpp, customer]) => {
    expect(derivePsuId(namespace, tpp, customer)).not.toBe(derivePsuId(config.bankNamespace, TPP, '10000001'));
  });

  it('never equals the psu-corporate-id derived from the same string', () => {
    expect(derivePsuCorporateId(config.bankNamespace, TPP, '10000001')).not.toBe(
      derivePsuId(config.bankNamespace, TPP, '10000001'),
    );
  });

  it('rejects a bank namespace that is not a UUID', () => {
    expect(() => derivePsuId('bank', TPP, '1')).toThrowError(expect.objectContaining({ code: 'FORMAT_ERROR' }));
  });
});

describe('derivePsuCorporateId', () => {
  it('is stable per TPP and agreement and unique per TPP', () => {
    const id = derivePsuCorporateId(config.bankNamespace, TPP, 'agr-1');
    expect(version(id)).toBe(5);
    expect(derivePsuCorporateId(config.bankNamespace, TPP, 'agr-1')).toBe(id);
    expect(derivePsuCorporateId(config.bankNamespace, OTHER_TPP, 'agr-1')).not.toBe(id);
    expect(derivePsuCorporateId(config.bankNamespace, TPP, 'agr-2')).not.toBe(id);
  });
});
