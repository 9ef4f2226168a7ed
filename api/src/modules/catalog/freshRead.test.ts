import { describe, expect, it } from 'vitest';
import { freshRead } from './freshRead';

/** A read that answers how many reads had begun, when `finish` is called. */
function controlledReads() {
  let begun = 0;
  const pending: (() => void)[] = [];
  const read = () =>
    new Promise<number>((resolve) => {
      const number = ++begun;
      pending.push(() => resolve(number));
    });
  const finishAll = () => pending.splice(0).forEach((finish) => finish());
  /** Waits, turn after turn of the event loop, until `count` reads have begun. */
  const begin = async (count: number) => {
    while (begun < count) await turn();
  };
  return { read, finishAll, begin, begun: () => begun };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('freshRead', () => {
  it('gives callers of the same turn one read', async () => {
    const reads = controlledReads();
    const fresh = freshRead(reads.read);
    const answers = Promise.all([fresh(), fresh(), fresh()]);
    await reads.begin(1);
    reads.finishAll();
    expect(await answers).toEqual([1, 1, 1]);
    expect(reads.begun()).toBe(1);
  });

  it('never answers a caller with a read that began before it asked', async () => {
    const reads = controlledReads();
    const fresh = freshRead(reads.read);
    const early = fresh();
    await reads.begin(1);
    // The first read is under way: these two wait for the next one, which they share.
    const late = [fresh(), fresh()];
    await turn();
    expect(reads.begun()).toBe(1);
    reads.finishAll();
    expect(await early).toBe(1);
    await reads.begin(2);
    reads.finishAll();
    expect(await Promise.all(late)).toEqual([2, 2]);
  });

  it('passes a failed read on to its callers, and reads again for the next ones', async () => {
    let calls = 0;
    const fresh = freshRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('sin conexión');
      return calls;
    });
    await expect(fresh()).rejects.toThrow('sin conexión');
    expect(await fresh()).toBe(2);
  });
});
