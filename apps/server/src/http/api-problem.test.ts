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
});
