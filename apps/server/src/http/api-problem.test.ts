import { describe, expect, it } from 'vitest';
import { tppError, tppWarning } from './api-problem.js';

describe('tppError and tppWarning', () => {
  // Review L: a member named U+202E was quoted raw in path and text, reordering the TPP's log line.
  it.each([
    ['a right-to-left override', '\u202e', '\\u202E'],
    ['a newline', 'a\nb', 'a\\u000Ab'],
    ['a zero-width space', 'x\u200by', 'x\\u200By'],
    ['a line separator', 'a\u2028b', 'a\\u2028b'],
    ['an astral format character (a language tag)', 'x\u{E0001}y', 'x\\uDB40\\uDC01y'],
  ])('write %s in the text as \\uXXXX, and keep the path as sent', (_name, given, want) => {
    expect(tppError('FORMAT_ERROR', `Member ${given} is not allowed.`, given)).toEqual({ category: 'ERROR', code: 'FORMAT_ERROR', path: given, text: `Member ${want} is not allowed.` });
    expect(tppWarning('WARNING', given, given)).toMatchObject({ path: given, text: want });
  });

  it('leave Norwegian letters, emoji-free text and quotes as they are', () => {
    expect(tppError('FORMAT_ERROR', 'Kreditor «Ærlig Øl & Å» er ukjent.', 'creditorName')).toMatchObject({ path: 'creditorName', text: 'Kreditor «Ærlig Øl & Å» er ukjent.' });
  });

  // Review L: a member name of 100,000 characters came back whole in path (every other echo is capped).
  it('cut a path longer than 512 characters to 511 and an ellipsis, and keep one of 512 whole', () => {
    const long = 'a'.repeat(100_000);
    expect(tppError('FORMAT_ERROR', 'x', long).path).toBe(`${'a'.repeat(511)}\u2026`);
    expect(tppWarning('WARNING', 'x', long).path).toHaveLength(512);
    expect(tppError('FORMAT_ERROR', 'x', 'b'.repeat(512)).path).toBe('b'.repeat(512));
  });
});
