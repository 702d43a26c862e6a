import { MAX_BODY_DEPTH } from './text-rules.js';

/**
 * Finds an object member named twice in a JSON text. JSON.parse keeps the last of two same-named members
 * without a word (RFC 8259 4: such behaviour is unpredictable), so `{"amount":"1.00","amount":"150.00"}` would
 * be executed as 150.00 while a proxy, a firewall or the TPP's own log that keeps the first value shows 1.00.
 * The Digest cannot help: it covers the bytes, not their meaning. The bank therefore refuses such a body.
 *
 * Runs on a text JSON.parse has already accepted, so it only tracks structure: one pass over the characters,
 * the keys of each open object in a set, names compared after unescaping (`"a"` and `"\u0061"` are one name).
 *
 * @returns the dotted path of the second occurrence (as in tppMessages.path), or undefined
 * @example
 * findDuplicateMember('{"instructedAmount":{"amount":"1.00","amount":"150.00"}}'); // 'instructedAmount.amount'
 */
export function findDuplicateMember(text: string): string | undefined {
  // One frame per open container: the member names seen (objects) or the next index (arrays), and its path.
  const frames: { keys: Set<string> | undefined; index: number; path: string }[] = [];
  let pendingKey: string | undefined;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const end = findStringEnd(text, i);
      const frame = frames[frames.length - 1];
      // A string is a member name when it opens a member of the innermost object (followed by a colon).
      if (frame?.keys !== undefined && pendingKey === undefined && nextSignificant(text, end + 1) === 0x3a /* : */) {
        const raw = text.slice(i + 1, end);
        const name = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        const path = frame.path === '' ? name : `${frame.path}.${name}`;
        if (frame.keys.has(name)) return path;
        frame.keys.add(name);
        pendingKey = path;
      }
      i = end + 1;
      continue;
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      // Deeper than any body the bank takes: the depth rule refuses it next (text-rules), so stop here rather
      // than build paths for a hostile nesting.
      if (frames.length >= MAX_BODY_DEPTH) return undefined;
      frames.push({ keys: c === 0x7b ? new Set() : undefined, index: 0, path: childPath(frames, pendingKey) });
      pendingKey = undefined;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      frames.pop();
      pendingKey = undefined;
    } else if (c === 0x2c /* , */) {
      const frame = frames[frames.length - 1];
      if (frame !== undefined && frame.keys === undefined) frame.index += 1;
      pendingKey = undefined;
    }
    i += 1;
  }
  return undefined;
}

/** The path of a container that opens now: the member it is the value of, or its index in the enclosing array. */
function childPath(frames: readonly { keys: Set<string> | undefined; index: number; path: string }[], pendingKey: string | undefined): string {
  const parent = frames[frames.length - 1];
  if (parent === undefined) return '';
  if (parent.keys !== undefined) return pendingKey ?? parent.path;
  return `${parent.path}[${parent.index}]`;
}

/** Index of the closing quote of the string that opens at `start`. */
function findStringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x5c /* \ */) i += 2;
    else if (c === 0x22) return i;
    else i += 1;
  }
  return text.length;
}

/** The first character code after white space from `start` on (NaN at the end). */
function nextSignificant(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return c;
    i += 1;
  }
  return Number.NaN;
}
