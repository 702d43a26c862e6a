import { describe, expect, test } from 'vitest';
import { checkOrganizationIdentifier, readOrganizationIdentifier } from './organization-identifier.js';
import type { Psd2Statement } from './qc-statements.js';

const NO_FSA: Psd2Statement = { roles: ['PSP_AI'], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' };

describe('readOrganizationIdentifier (ETSI TS 119 495 section 5.2.1)', () => {
  test.each([
    ['PSDNO-FSA-123456789', { ncaId: 'NO-FSA', pspId: '123456789' }],
    ['PSDBE-NBB-0123.456.789', { ncaId: 'BE-NBB', pspId: '0123.456.789' }],
    ['PSDDE-BAFIN-ABC-1', { ncaId: 'DE-BAFIN', pspId: 'ABC-1' }],
  ] as const)('%s', (given, want) => {
    expect(readOrganizationIdentifier(given)).toEqual({ ok: true, value: want });
  });
});

describe('checkOrganizationIdentifier', () => {
  test.each([
    ['production: the PSD2 form agreeing with the NCAId', 'PSDNO-FSA-123456789', 'production', undefined],
    ['production: another registration type (VAT)', 'VATNO-987654321', 'production', 'must start with "PSD"'],
    ['production: no PSP identifier', 'PSDNO-FSA-', 'production', 'has no PSP identifier'],
    ['production: no NCA', 'PSDNO-123456789', 'production', 'is not "PSD" + NCA id'],
    ['production: lower-case NCA', 'PSDNO-fsa-1', 'production', 'is not "PSD" + NCA id'],
    ['production: a space in the PSP identifier', 'PSDNO-FSA-12 34', 'production', 'is not "PSD" + NCA id'],
    ['production: another NCA than the QCStatement names', 'PSDSE-FINA-44059', 'production', "names the NCA SE-FINA, but the PSD2 QCStatement's NCAId is NO-FSA"],
    ['sandbox: the PSD2 form, NCA not compared', 'PSDSE-FINA-44059', 'sandbox', undefined],
    ['sandbox: another registration type becomes the id', 'NTRNO-987654321', 'sandbox', undefined],
    ['sandbox: a malformed PSD2 identifier', 'PSDNO-FSA-', 'sandbox', 'has no PSP identifier'],
    ['sandbox: no form at all', 'ACME', 'sandbox', 'is neither'],
  ] as const)('%s', (_name, given, mode, want) => {
    const reason = checkOrganizationIdentifier(given, { mode, statement: NO_FSA });
    if (want === undefined) expect(reason).toBeUndefined();
    else expect(reason).toContain(want);
  });
});
