/** A seeded source of numbers in [0, 1) (mulberry32): the same seed gives the same run, machine after machine. */
export type Random = () => number;

export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick: nothing to pick from');
  return items[Math.floor(random() * items.length)]!;
}

/** One of the choices, each as likely as its weight. */
export function weighted<T>(random: Random, choices: readonly (readonly [value: T, weight: number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let at = random() * total;
  for (const [value, w] of choices) {
    at -= w;
    if (at < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** `count` different items, in a random order. */
export const sample = <T>(random: Random, items: readonly T[], count: number) => shuffled(random, items).slice(0, count);

/** Hands out the items in order, round and round: each call the next one. */
export function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('cycle: no items');
  let n = 0;
  return () => items[n++ % items.length]!;
}
