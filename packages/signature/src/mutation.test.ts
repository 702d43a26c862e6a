import { beforeAll, describe, expect, test } from 'vitest';
import { SignatureError } from './signature-error.js';
import type { SignatureErrorCode } from './signature-error.js';
import { verifyRequest } from './verify-request.js';
import type { VerifyRequestInput } from './trust-policy.js';
import { joinSignature, loadPki, mutateAt, NOW, SAMPLE_BODY, SAMPLE_TARGET, sandboxOptions, signSample, splitSignature, toInput } from './testing/fixtures.js';
import type { Pki } from './testing/fixtures.js';
import type { SignedRequest } from './sign-request.js';

let pki: Pki;
let signed: SignedRequest;
let parts: ReturnType<typeof splitSignature>;

beforeAll(async () => {
  pki = await loadPki();
  signed = signSample(pki.qseal, { requestTarget: true });
  parts = splitSignature(signed.signature);
});

async function codeOf(input: VerifyRequestInput): Promise<SignatureErrorCode | 'OK'> {
  try {
    await verifyRequest(input, sandboxOptions());
    return 'OK';
  } catch (error) {
    if (error instanceof SignatureError) return error.code;
    throw error;
  }
}

function withSignature(overrides: Partial<typeof parts>): VerifyRequestInput {
  return toInput(signed, { headers: { ...signed.headers, signature: joinSignature({ ...parts, ...overrides }) } });
}

function withHeader(name: string, value: string): VerifyRequestInput {
  return toInput(signed, { headers: { ...signed.headers, [name]: value } });
}

function canonicalBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text) && Buffer.from(text, 'base64').toString('base64') === text;
}

function indices(text: string): number[] {
  return [...text].map((_, i) => i);
}

test('the unmutated request verifies', async () => {
  expect(await codeOf(toInput(signed))).toBe('OK');
});

describe('every single-character change is rejected with the code of its step', () => {
  test('signature value', async () => {
    for (const i of indices(parts.signature)) {
      const mutated = mutateAt(parts.signature, i);
      const want = canonicalBase64(mutated) ? 'SIGNATURE_INVALID' : 'SIGNATURE_MALFORMED';
      expect([i, await codeOf(withSignature({ signature: mutated }))]).toEqual([i, want]);
    }
  });

  test('keyId', async () => {
    const serialEnd = parts.keyId.indexOf(',CA=');
    const seen = new Set<string>();
    for (const i of indices(parts.keyId)) {
      const code = await codeOf(withSignature({ keyId: mutateAt(parts.keyId, i) }));
      seen.add(code);
      const allowed: SignatureErrorCode[] =
        i < 3 || (i >= serialEnd && i < serialEnd + 4)
          ? ['KEYID_MALFORMED']
          : i < serialEnd
            ? ['KEYID_SERIAL_MISMATCH', 'KEYID_MALFORMED']
            : ['KEYID_ISSUER_MISMATCH', 'KEYID_MALFORMED'];
      expect([i, parts.keyId[i], allowed.includes(code as SignatureErrorCode) ? 'allowed' : code]).toEqual([i, parts.keyId[i], 'allowed']);
    }
    expect([...seen].sort()).toEqual(['KEYID_ISSUER_MISMATCH', 'KEYID_MALFORMED', 'KEYID_SERIAL_MISMATCH']);
  });

  test('algorithm', async () => {
    for (const i of indices(parts.algorithm)) {
      expect(await codeOf(withSignature({ algorithm: mutateAt(parts.algorithm, i) }))).toBe('ALGORITHM_UNSUPPORTED');
    }
  });

  test('headers list', async () => {
    for (const i of indices(parts.headers)) {
      expect([i, await codeOf(withSignature({ headers: mutateAt(parts.headers, i) }))]).toEqual([i, 'SIGNED_HEADER_ABSENT']);
    }
  });

  test.each([['x-request-id'], ['psu-id'], ['tpp-redirect-uri']])('signed header %s', async (name) => {
    const value = signed.headers[name]!;
    for (const i of indices(value)) {
      expect([i, await codeOf(withHeader(name, mutateAt(value, i)))]).toEqual([i, 'SIGNATURE_INVALID']);
    }
  });

  test('signed header date', async () => {
    const value = signed.headers.date!;
    for (const i of indices(value)) {
      const code = await codeOf(withHeader('date', mutateAt(value, i)));
      expect(['DATE_INVALID', 'DATE_SKEW', 'SIGNATURE_INVALID']).toContain(code);
    }
    // a few positions pinned: weekday letter, hour digit, seconds digit
    expect(await codeOf(withHeader('date', mutateAt(value, 0)))).toBe('DATE_INVALID');
    expect(await codeOf(withHeader('date', mutateAt(value, value.indexOf(':') - 1)))).toBe('DATE_SKEW');
    expect(await codeOf(withHeader('date', mutateAt(value, value.indexOf(' GMT') - 1)))).toBe('SIGNATURE_INVALID');
  });

  test('signed header digest', async () => {
    const value = signed.headers.digest!;
    const prefix = 'SHA-256='.length;
    for (const i of indices(value)) {
      const mutated = mutateAt(value, i);
      const b64 = mutated.slice(prefix);
      const want =
        i < prefix ? 'DIGEST_UNSUPPORTED' : canonicalBase64(b64) && Buffer.from(b64, 'base64').length === 32 ? 'DIGEST_MISMATCH' : 'DIGEST_MALFORMED';
      expect([i, await codeOf(withHeader('digest', mutated))]).toEqual([i, want]);
    }
  });

  test('(request-target): target and method', async () => {
    for (const i of indices(SAMPLE_TARGET)) {
      expect(await codeOf(toInput(signed, { target: mutateAt(SAMPLE_TARGET, i) }))).toBe('SIGNATURE_INVALID');
    }
    expect(await codeOf(toInput(signed, { method: 'PUT' }))).toBe('SIGNATURE_INVALID');
  });

  test('body', async () => {
    for (const i of indices(SAMPLE_BODY.toString('latin1'))) {
      const body = Buffer.from(SAMPLE_BODY);
      body[i] = body[i]! ^ 0x01;
      expect([i, await codeOf(toInput(signed, { body }))]).toEqual([i, 'DIGEST_MISMATCH']);
    }
  });
});

describe('header injection and oversized headers', () => {
  test.each([
    ['LF in a signed header', 'psu-id', 'abc\nx-evil: 1'],
    ['CR LF in a signed header', 'x-request-id', 'abc\r\ndate: Mon, 02 Jun 2025 10:00:00 GMT'],
    ['CR in the Signature header', 'signature', 'keyId="a",\ralgorithm="rsa-sha256"'],
  ])('%s is HEADER_INJECTION', async (_name, header, value) => {
    expect(await codeOf(withHeader(header, value))).toBe('HEADER_INJECTION');
  });

  test('a certificate header over 16 KiB is HEADER_TOO_LARGE with the sizes', async () => {
    const big = 'A'.repeat(16 * 1024 + 4);
    await expect(verifyRequest(withHeader('tpp-signature-certificate', big), sandboxOptions())).rejects.toMatchObject({
      code: 'HEADER_TOO_LARGE',
      details: { header: 'tpp-signature-certificate', limitBytes: 16384, actualBytes: 16388 },
    });
  });

  test('a Signature header over 8 KiB is HEADER_TOO_LARGE', async () => {
    const big = joinSignature({ ...parts, keyId: `${parts.keyId}${'x'.repeat(8200)}` });
    await expect(verifyRequest(withHeader('signature', big), sandboxOptions())).rejects.toMatchObject({ code: 'HEADER_TOO_LARGE', details: { header: 'signature' } });
  });

  test('a megabyte of garbage in every header is an error code, not a crash', async () => {
    const junk = '\u0000%=?"\\'.repeat(200_000);
    for (const header of ['signature', 'tpp-signature-certificate', 'date', 'digest']) {
      const code = await codeOf(withHeader(header, junk));
      expect(code).not.toBe('OK');
    }
  });
});

test('the request still verifies at the fixed time used for mutation (guards against a stale clock)', () => {
  expect(NOW.toUTCString()).toBe(signed.headers.date);
});
