import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonTextProblem } from './duplicate-members.js';

/** The path of a member named twice, if the text has one first. */
const findDuplicateMember = (text: string) => {
  const found = findJsonTextProblem(text);
  return found?.kind === 'repeated' ? found.path : undefined;
};

describe('findDuplicateMember', () => {
  it.each([
    ['{"amount":"1.00","amount":"150.00"}', 'amount'],
    ['{"instructedAmount":{"amount":"1.00","currency":"NOK","amount":"150.00"}}', 'instructedAmount.amount'],
    ['{"a":1,"a":2}', 'a'],
    ['{"creditorName":"A" , "creditorName" : "B"}', 'creditorName'],
    // the same name written with an escape is the same name
    ['{"amount":"1","\\u0061mount":"2"}', 'amount'],
    ['{"paymentIds":["p1"],"list":[{"x":1},{"y":1,"y":2}]}', 'list[1].y'],
    ['[{"k":1},{"k":1,"k":2}]', '[1].k'],
    ['{"a":{"b":{"c":1,"c":2}}}', 'a.b.c'],
  ])('%s repeats %s', (text, path) => {
    expect(findDuplicateMember(text)).toBe(path);
  });

  it.each([
    '{"amount":"1.00","currency":"NOK"}',
    // the same name in sibling or nested objects is no repeat
    '{"creditorAccount":{"bban":"1"},"debtorAccount":{"bban":"2"}}',
    '{"a":{"a":{"a":1}}}',
    '[{"k":1},{"k":2}]',
    // names inside string values, escaped quotes and colons in strings are values, not members
    '{"text":"\\"text\\":1","other":"a:b","list":["text","text"]}',
    '{"a\\"b":1,"a":2}',
    '"just a string"',
    '42',
    '{}',
  ])('%s has no repeated member', (text) => {
    expect(findDuplicateMember(text)).toBeUndefined();
  });

  it('stops at the depth the bank refuses anyway, without building paths for a hostile nesting', () => {
    const deep = `${'{"a":'.repeat(30_000)}1${'}'.repeat(30_000)}`;
    expect(findDuplicateMember(deep)).toBeUndefined();
    expect(findDuplicateMember(`${'{"a":'.repeat(10)}{"b":1,"b":2}${'}'.repeat(10)}`)).toBe('a.a.a.a.a.a.a.a.a.a.b');
  });

  it('agrees with a parse that counts names, on generated JSON with and without a repeated member', () => {
    const key = fc.constantFrom('a', 'b', 'amount', 'é', '"', '\\', ':');
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.array(fc.tuple(key, tie('node')), { maxLength: 4 }),
      ),
    })).node as fc.Arbitrary<Tree>;
    fc.assert(
      fc.property(value, (tree) => {
        const text = write(tree);
        expect(() => JSON.parse(text)).not.toThrow();
        expect(findDuplicateMember(text) !== undefined).toBe(hasRepeat(tree));
      }),
      { numRuns: 500 },
    );
  });
});

type Tree = string | number | boolean | null | Tree[] | [string, Tree][];

/** Objects are generated as lists of [name, value] pairs so that they can repeat a name. */
function isObject(tree: Tree): tree is [string, Tree][] {
  return Array.isArray(tree) && (tree as unknown[]).every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string') && tree.length > 0;
}

function write(tree: Tree): string {
  if (!Array.isArray(tree)) return JSON.stringify(tree);
  if (isObject(tree)) return `{${tree.map(([k, v]) => `${JSON.stringify(k)}:${write(v)}`).join(',')}}`;
  return `[${(tree as Tree[]).map(write).join(',')}]`;
}

function hasRepeat(tree: Tree): boolean {
  if (!Array.isArray(tree)) return false;
  if (isObject(tree)) {
    const names = tree.map(([k]) => k);
    return new Set(names).size !== names.length || tree.some(([, v]) => hasRepeat(v));
  }
  return (tree as Tree[]).some(hasRepeat);
}

describe('findJsonTextProblem: numbers JSON.parse would round', () => {
  it.each([
    ['{"amount":0.1000000000000000055511151231257827}', 'amount'],
    ['{"amount":100.0000000000000001}', 'amount'],
    ['{"balances":[{"balanceAmount":{"amount":1e-400}}]}', 'balances[0].balanceAmount.amount'],
    ['{"a":1e400}', 'a'],
    ['[{"amount":1},{"amount":12345678901234567890}]', '[1].amount'],
  ])('%s is refused at %s', (text, path) => {
    expect(findJsonTextProblem(text)).toEqual({ path, kind: 'inexact' });
  });

  it.each([
    '{"amount":100}',
    '{"amount":-1250.5}',
    '{"amount":1E2,"b":2.50e1,"c":-0,"d":0.1,"e":123456789012345}',
    '{"amount":12.5e3,"small":2.5E-7}',
    '{"list":[1,2,3],"text":"1e-400 0.1000000000000000055511151231257827"}',
  ])('%s is kept as written', (text) => {
    expect(findJsonTextProblem(text)).toBeUndefined();
  });
});
