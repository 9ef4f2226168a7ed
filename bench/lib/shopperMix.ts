// What shoppers ask the catalogue, made up deterministically from a seed and from the catalogue's
// own words (brand names, category names, the words and model codes of product names): the search
// terms they type, with the accents they leave out and the typos they make, the prefixes the header's
// suggestions see while they type, and the filter combinations they click on Explore. The same seed
// and vocabulary always give the same mix, so two runs of the bench measure the same requests.
import { PRICE_RANGE, type ProductFilter } from '@tienda/domain';
import { between, pick, seeded, weighted, type Random } from './random';

/** What the catalogue is made of, as the bench reads it from the database (bench/server.ts, /control/vocabulary). */
export type Vocabulary = {
  brands: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  /** The (category, brand) pairs that have offered products: the brands Explore offers for a category. */
  pairs: { categoryId: number; brandId: number }[];
  /** The words of offered products' names, as written (accents, capitals), with how many products carry each. */
  words: { word: string; products: number }[];
  /** Names of offered products spread over the catalogue: where two-word terms come from. */
  names: string[];
};

/** 'clean': as the catalogue writes it; 'no accents': accents (and ñ's tilde) left out; 'typo': one letter swapped, dropped or doubled. */
export type TermKind = 'clean' | 'no accents' | 'typo';
export type MixTerm = { term: string; kind: TermKind; words: 1 | 2 };

/**
 * The proportions of the mix. Most shoppers type a word as it is written; about one in five leaves
 * the accents out ('electrica', 'inalambricos'); about one in ten slips a key. Six terms in ten are
 * one word, and one in seven keeps the catalogue's capitals ('Galaxy A55', 'JBL').
 */
export const TERM_MIX = { kinds: [['clean', 70], ['no accents', 20], ['typo', 10]] as const, twoWords: 0.4, asWritten: 0.15 };

const STOPWORDS = new Set(['de', 'del', 'con', 'sin', 'para', 'por', 'y', 'e', 'o', 'la', 'el', 'los', 'las', 'en', 'a']);
const ACCENTED = /[áéíóúüñÁÉÍÓÚÜÑ]/;
const hasLetter = (word: string) => /\p{L}/u.test(word);
const hasDigit = (word: string) => /\d/.test(word);
/** A name's word without the punctuation around it ('1,7' stays, '(Negro)' loses its brackets). */
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

export const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** One slip of the finger in a word, never in its first letter (people get that one right). */
export function typo(word: string, random: Random): string {
  const letters = [...word];
  if (letters.length < 4) return word;
  const at = between(random, 1, letters.length - 2);
  const slip = pick(random, ['swap', 'drop', 'double'] as const);
  if (slip === 'swap' && letters[at] !== letters[at + 1]) [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!];
  else if (slip === 'drop' || slip === 'swap') letters.splice(at, 1);
  else letters.splice(at, 0, letters[at]!);
  return letters.join('');
}

/** Picks an item with a chance that grows with the square root of its weight: common words come up more often, rare ones still do. */
function weightedPicker<T>(items: readonly T[], weight: (item: T) => number) {
  const bounds: number[] = [];
  let total = 0;
  for (const item of items) bounds.push((total += Math.sqrt(Math.max(weight(item), 1))));
  return (random: Random): T => {
    const at = random() * total;
    let lo = 0;
    let hi = bounds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (bounds[mid]! > at) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

/** The catalogue's words sorted into what shoppers type: plain words, model codes, brands, categories. */
function sources(vocabulary: Vocabulary) {
  const words = vocabulary.words.map((w) => ({ ...w, word: bare(w.word) })).filter((w) => w.word.length >= 3 && !STOPWORDS.has(w.word.toLowerCase()));
  const plain = words.filter((w) => !hasDigit(w.word) && hasLetter(w.word));
  const models = words.filter((w) => hasDigit(w.word) && hasLetter(w.word));
  if (plain.length === 0 || models.length === 0 || vocabulary.names.length === 0) throw new Error('shopperMix: the vocabulary has no product names to draw from');
  const brandNames = new Map(vocabulary.brands.map((b) => [b.name.toLowerCase(), b.name]));
  const names = vocabulary.names.map((name) => name.split(/\s+/).map(bare).filter(Boolean));
  return {
    plainWord: weightedPicker(plain, (w) => w.products),
    modelCode: weightedPicker(models, () => 1),
    brand: (random: Random) => pick(random, vocabulary.brands).name,
    category: (random: Random) => pick(random, vocabulary.categories).name,
    name: (random: Random) => pick(random, names),
    brandIn: (name: string[]) => name.find((w) => brandNames.has(w.toLowerCase())),
  };
}

type Sources = ReturnType<typeof sources>;

function oneWord(s: Sources, random: Random): string {
  return weighted<() => string>(random, [
    [() => s.plainWord(random).word, 45],
    [() => s.modelCode(random).word, 30],
    [() => s.brand(random), 15],
    [() => s.category(random), 10],
  ])();
}

function twoWords(s: Sources, random: Random): string | undefined {
  const name = s.name(random);
  const useful = (w: string) => w.length >= 2 && !STOPWORDS.has(w.toLowerCase());
  return weighted<() => string | undefined>(random, [
    // Two words side by side in a product's name: 'galaxy a55', 'pava eléctrica', 'samsung galaxy'.
    [
      () => {
        const at = between(random, 0, Math.max(0, name.length - 2));
        const [a, b] = [name[at], name[at + 1]];
        return a && b && useful(a) && useful(b) && (hasLetter(a) || hasLetter(b)) ? `${a} ${b}` : undefined;
      },
      45,
    ],
    // A brand and one of its model codes: 'jbl flip6', 'samsung a55'.
    [
      () => {
        const brand = s.brandIn(name);
        const model = name.find((w) => hasDigit(w) && hasLetter(w) && w.length >= 3);
        return brand && model ? `${brand} ${model}` : undefined;
      },
      25,
    ],
    // What the product is and its brand: 'parlante jbl', 'licuadora oster'.
    [
      () => {
        const brand = s.brandIn(name);
        return brand && name[0] && name[0] !== brand ? `${name[0]} ${brand}` : undefined;
      },
      20,
    ],
    // A category and a brand: 'celulares motorola'.
    [() => `${s.category(random)} ${s.brand(random)}`, 10],
  ])();
}

/** A term of this kind and length as a shopper types it, or undefined when this try found none. */
function typed(s: Sources, random: Random, kind: TermKind, words: 1 | 2): string | undefined {
  const base = () => (words === 1 ? oneWord(s, random) : twoWords(s, random));
  let term = base();
  if (kind === 'no accents') {
    // A term with an accent to leave out: looked for a few times before giving up on this try.
    for (let again = 0; !ACCENTED.test(term ?? '') && again < 30; again++) term = base();
    if (term === undefined || !ACCENTED.test(term)) return undefined;
    term = withoutAccents(term);
  } else if (term !== undefined && kind === 'typo') {
    const parts = term.split(' ');
    const slippable = parts.map((p, i) => [p, i] as const).filter(([p]) => [...p].length >= 4 && hasLetter(p));
    if (slippable.length === 0) return undefined;
    const [word, i] = pick(random, slippable);
    parts[i] = typo(word, random);
    if (parts[i] === word) return undefined;
    term = parts.join(' ');
  }
  return term === undefined || random() < TERM_MIX.asWritten ? term : term.toLowerCase();
}

/**
 * `count` search terms, one per request, their kinds and lengths in the proportions of TERM_MIX.
 * Each is a term not typed before when one turns up in a few tries, otherwise one typed before
 * (the catalogue has few words with accents, and shoppers repeat the popular terms anyway): over a
 * catalogue like the seed's, most of them differ. Deterministic for a seed and a vocabulary.
 */
export function shopperTerms(vocabulary: Vocabulary, { count, seed }: { count: number; seed: number }): MixTerm[] {
  const random = seeded(seed);
  const s = sources(vocabulary);
  const seen = new Set<string>();
  const terms: MixTerm[] = [];
  for (let slots = 0; terms.length < count && slots < count * 10; slots++) {
    const kind = weighted<TermKind>(random, TERM_MIX.kinds);
    const words: 1 | 2 = random() < TERM_MIX.twoWords ? 2 : 1;
    let fresh: string | undefined;
    let again: string | undefined;
    for (let tries = 0; fresh === undefined && tries < 20; tries++) {
      const term = typed(s, random, kind, words);
      if (term !== undefined && seen.has(term.toLowerCase())) again ??= term;
      else fresh = term;
    }
    const term = fresh ?? again;
    if (term === undefined) continue;
    seen.add(term.toLowerCase());
    terms.push({ term, kind, words });
  }
  return terms;
}

/** How many different terms (once lower-cased) a mix has. */
export const distinctTerms = (terms: readonly MixTerm[]) => new Set(terms.map((t) => t.term.toLowerCase())).size;

/**
 * What the header's suggestions are asked while the terms are typed: every prefix of two characters
 * or more, in typing order (the header asks at each key press; a prefix ending in a blank asks what
 * the one before it asked, and is left out).
 */
export function suggestionPrefixes(terms: readonly MixTerm[]): string[] {
  const prefixes: string[] = [];
  for (const { term } of terms) {
    const letters = [...term];
    for (let n = 2; n <= letters.length; n++) if (letters[n - 1] !== ' ') prefixes.push(letters.slice(0, n).join(''));
  }
  return prefixes;
}

/** One request of a listing: the body the storefront sends (queries.ts, productFilter) and the page. */
export type MixListing = { filter: ProductFilter; page: number };

/** A price as the storefront's slider gives it: on its step, spread evenly on a log scale (as many pick 20,000–50,000 as 500,000–1,250,000). */
function sliderPrice(random: Random, low: number, high: number): number {
  const value = Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low)));
  return Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Math.round(value / PRICE_RANGE.step) * PRICE_RANGE.step));
}

/**
 * `count` Explore listings: none, one or two categories; none to three brands, mostly of the chosen
 * categories (Explore offers those); a price range in half of them; the shop's order, cheapest or
 * dearest first; page 1 mostly, sometimes 2 to 10 (past the last page on a narrow filter, as a
 * shared or old link does). Bodies as the storefront sends them: category and brand lists always,
 * the rest only when chosen.
 */
export function shopperListings(vocabulary: Vocabulary, { count, seed }: { count: number; seed: number }): MixListing[] {
  const random = seeded(seed);
  const categoryIds = vocabulary.categories.map((c) => c.id);
  const listings: MixListing[] = [];
  for (let n = 0; n < count; n++) {
    const categories = new Set<number>();
    const howManyCategories = weighted(random, [[0, 30], [1, 55], [2, 15]] as const);
    while (categories.size < Math.min(howManyCategories, categoryIds.length)) categories.add(pick(random, categoryIds));
    const offered = vocabulary.pairs.filter((p) => categories.size === 0 || categories.has(p.categoryId)).map((p) => p.brandId);
    const brandPool = [...new Set(random() < 0.9 && offered.length ? offered : vocabulary.brands.map((b) => b.id))];
    const brands = new Set<number>();
    const howManyBrands = weighted(random, [[0, 45], [1, 35], [2, 15], [3, 5]] as const);
    while (brands.size < Math.min(howManyBrands, brandPool.length)) brands.add(pick(random, brandPool));
    const filter: ProductFilter = { categoryIds: [...categories], brandIds: [...brands] };
    const prices = weighted(random, [['none', 50], ['max', 25], ['min', 10], ['both', 15]] as const);
    if (prices === 'min' || prices === 'both') filter.minPrice = sliderPrice(random, 10_000, prices === 'both' ? 800_000 : 1_500_000);
    if (prices === 'max' || prices === 'both') {
      filter.maxPrice = Math.max(sliderPrice(random, 20_000, 2_000_000), (filter.minPrice ?? PRICE_RANGE.min) + PRICE_RANGE.minGap);
      if (filter.maxPrice >= PRICE_RANGE.max) delete filter.maxPrice;
    }
    const sort = weighted(random, [[undefined, 50], ['asc', 30], ['desc', 20]] as const);
    if (sort) filter.sort = sort;
    const page = weighted(random, [[1, 60], [2, 20], [3, 10], [between(random, 4, 10), 10]] as const);
    listings.push({ filter, page });
  }
  return listings;
}

/** A ready mix from one seed: search terms, suggestion prefixes and listings. */
export function shopperMix(vocabulary: Vocabulary, { terms = 2_000, listings = 2_000, seed = 1729 }: { terms?: number; listings?: number; seed?: number } = {}) {
  const mixTerms = shopperTerms(vocabulary, { count: terms, seed });
  return { terms: mixTerms, prefixes: suggestionPrefixes(mixTerms), listings: shopperListings(vocabulary, { count: listings, seed: seed + 1 }) };
}
