import { describe, expect, it } from 'vitest';
import { RecentRequestIds } from './recent-request-ids.js';

function make(maxPerGeneration = 1000) {
  const time = { now: 0 };
  const recent = new RecentRequestIds({ windowMs: 130_000, maxPerGeneration, now: () => time.now });
  return { recent, time };
}

describe('RecentRequestIds', () => {
  it('remembers an id for at least the window and forgets it within one and a half windows', () => {
    const { recent, time } = make();
    time.now = 64_999; // the end of the first generation: the shortest stay
    recent.add('late');
    time.now = 64_999 + 130_000 - 1;
    expect(recent.has('late')).toBe(true);
    time.now = 0 + 195_000;
    expect(recent.has('late')).toBe(false);

    const early = make();
    early.recent.add('early');
    early.time.now = 194_999;
    expect(early.recent.has('early')).toBe(true);
    early.time.now = 195_000;
    expect(early.recent.has('early')).toBe(false);
  });

  it('never evicts inside the window: a full generation refuses new ids and reports itself until it ages out', () => {
    const { recent, time } = make(2);
    expect(recent.add('a')).toBe(true);
    expect(recent.add('b')).toBe(true);
    expect(recent.full()).toBe(false);
    expect(recent.add('c')).toBe(false);
    expect(recent.full()).toBe(true);
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([true, true, false]);
    // The next generation takes ids again, but the full one still counts for as long as it is retained.
    time.now = 65_000;
    expect(recent.add('d')).toBe(true);
    expect(recent.full()).toBe(true);
    time.now = 3 * 65_000 - 1;
    expect(recent.full()).toBe(true);
    time.now = 3 * 65_000;
    expect(recent.full()).toBe(false);
    expect(recent.has('d')).toBe(true);
    expect(recent.size).toBe(1);
  });

  it('drops everything after a pause longer than the retention, and survives a clock that goes backwards', () => {
    const { recent, time } = make();
    recent.add('x');
    time.now = 10 * 65_000 + 5;
    expect(recent.size).toBe(0);
    expect(recent.has('x')).toBe(false);
    recent.add('y');
    time.now = 1_000; // backwards: nothing rotates, nothing is lost
    expect(recent.has('y')).toBe(true);
  });

  it('deletes an id from whichever generation holds it', () => {
    const { recent, time } = make();
    recent.add('old');
    time.now = 70_000;
    recent.add('new');
    recent.delete('old');
    recent.delete('new');
    expect([recent.has('old'), recent.has('new'), recent.size]).toEqual([false, false, 0]);
  });

  it('refuses a window or capacity that is not positive', () => {
    expect(() => new RecentRequestIds({ windowMs: 0, maxPerGeneration: 1, now: () => 0 })).toThrow(RangeError);
    expect(() => new RecentRequestIds({ windowMs: 1, maxPerGeneration: 0, now: () => 0 })).toThrow(RangeError);
  });
});
