import { describe, expect, it } from 'vitest';
import { normalizeStrings } from './normalize-text.js';

describe('normalizeStrings', () => {
  it('composes decomposed letters in every string, at any depth, and keeps member names and other values', () => {
    const body = JSON.parse('{"creditorName":"A\\u030Asen \\u00C6 e\\u0301","list":["o\\u0308",1,true,null],"n\\u0303":{"x":"y"}}');
    expect(normalizeStrings(body)).toEqual({ creditorName: '\u00C5sen \u00C6 \u00E9', list: ['\u00F6', 1, true, null], 'n\u0303': { x: 'y' } });
  });

  it('leaves a "__proto__" member an own member, never the prototype', () => {
    const body = JSON.parse('{"__proto__":{"polluted":"e\\u0301"}}') as Record<string, unknown>;
    normalizeStrings(body);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(body, '__proto__')?.value).toEqual({ polluted: '\u00E9' });
  });
});
