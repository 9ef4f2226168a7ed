/**
 * FNV-1a, 32 bits: a stable number from a text. The demo's colours, cash discounts and
 * synthetic variations come from it, so every run produces the same catalogue and images.
 */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
