import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { displayName, formatCurlCommand } from './format-curl-command.js';
import type { SignedHttpRequest } from './sign-http-request.js';

const request: SignedHttpRequest = {
  method: 'POST',
  url: 'http://127.0.0.1:1/v1/signing-baskets',
  headers: { 'tpp-redirect-uri': "https://tpp.example/cb?who=O'Brien", 'x-request-id': 'r-1', digest: 'SHA-256=abc' },
  body: new Uint8Array(Buffer.from(`{"creditorName":"O'Brien & Søn"}`, 'utf8')),
  requestId: 'r-1',
  signingString: '',
  keyId: 'SN=1,CA=CN=x',
};

describe('formatCurlCommand', () => {
  it('quotes single quotes so the shell passes headers and body through byte for byte', async () => {
    const command = formatCurlCommand(request);
    expect(command.split(' \\\n  ')[0]).toBe("curl -sS -X POST 'http://127.0.0.1:1/v1/signing-baskets'");
    // Replace curl with printf to see the arguments exactly as the shell hands them over.
    const { stdout } = await promisify(execFile)('sh', ['-c', command.replace(/^curl -sS -X POST /, "printf '%s\\n' ")]);
    expect(stdout.split('\n')).toEqual([
      'http://127.0.0.1:1/v1/signing-baskets',
      '-H',
      "TPP-Redirect-URI: https://tpp.example/cb?who=O'Brien",
      '-H',
      'X-Request-ID: r-1',
      '-H',
      'Digest: SHA-256=abc',
      '--data-binary',
      `{"creditorName":"O'Brien & Søn"}`,
      '',
    ]);
  });

  it.each([
    ['x-request-id', 'X-Request-ID'],
    ['psu-corporate-id', 'PSU-Corporate-ID'],
    ['content-type', 'Content-Type'],
    ['x-accept-fix', 'x-accept-fix'],
  ])('spells %s as %s', (given, want) => {
    expect(displayName(given)).toBe(want);
  });
});
