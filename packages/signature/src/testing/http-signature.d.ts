// Just enough of the `http-signature` package (draft-cavage, untyped) for the interop tests.
declare module 'http-signature' {
  interface SignableRequest {
    method: string;
    path: string;
    getHeader(name: string): string | undefined;
    setHeader(name: string, value: string): void;
  }
  interface ParsedSignature {
    readonly keyId: string;
    readonly algorithm: string;
    readonly signingString: string;
    readonly params: { readonly headers: string[] };
  }
  interface HttpSignature {
    signRequest(
      request: SignableRequest,
      options: { keyId: string; key: string; algorithm?: string; headers?: string[]; authorizationHeaderName?: string },
    ): boolean;
    parseRequest(
      request: { method: string; url: string; httpVersion: string; headers: Record<string, string> },
      options?: { authorizationHeaderName?: string; clockSkew?: number; headers?: string[] },
    ): ParsedSignature;
    verifySignature(parsed: ParsedSignature, publicKeyPem: string): boolean;
  }
  const httpSignature: HttpSignature;
  export default httpSignature;
}
