import { isContainable, MIN_CONTAINED_LENGTH, titleKey } from './list/title-match';

export interface TitleRef {
  id: string;
  title: string;
}

/**
 * The recipes flagged as possible duplicates, computed for a whole library at once (bench, repair and
 * the tests' oracle) without comparing titles pairwise.
 */
export function computeDuplicateFlags(titles: readonly TitleRef[]): Set<string> {
  const { keys, idsOf } = groupByKey(titles);
  const related = new Uint8Array(keys.length);
  forEachContainment(keys, (inner, outer) => {
    related[inner] = 1;
    related[outer] = 1;
  });
  const flagged = new Set<string>();
  keys.forEach((_, k) => {
    const ids = idsOf[k]!;
    if (related[k] || ids.length > 1) for (const id of ids) flagged.add(id);
  });
  return flagged;
}

/** For every recipe, how many other recipes its title is related to (the stored duplicate_partners). */
export function computeDuplicatePartners(titles: readonly TitleRef[]): Map<string, number> {
  const { keys, idsOf } = groupByKey(titles);
  const size = idsOf.map((ids) => ids.length);
  // Recipes sharing a key are each other's partners; the counts of other keys are added per pair.
  const keyPartners = size.map((n) => n - 1);
  forEachContainment(keys, (inner, outer) => {
    keyPartners[inner]! += size[outer]!;
    keyPartners[outer]! += size[inner]!;
  });
  const partners = new Map<string, number>(titles.map(({ id }) => [id, 0]));
  keys.forEach((_, k) => {
    for (const id of idsOf[k]!) partners.set(id, keyPartners[k]!);
  });
  return partners;
}

/** Distinct non-empty keys, and the ids of the recipes with each. */
function groupByKey(titles: readonly TitleRef[]): { keys: string[]; idsOf: string[][] } {
  const byKey = new Map<string, string[]>();
  for (const { id, title } of titles) {
    const key = titleKey(title);
    if (key === '') continue;
    const ids = byKey.get(key);
    if (ids) ids.push(id);
    else byKey.set(key, [id]);
  }
  return { keys: [...byKey.keys()], idsOf: [...byKey.values()] };
}

/**
 * Calls visit(inner, outer) once for each pair of distinct keys where keys[outer] contains keys[inner]
 * and keys[inner] is containable. The containable keys go into a trie in sorted order, so a key's
 * prefixes are already in it when the key is inserted (they are found on the way down); every later
 * position of every key is then walked down the trie until the walk falls off. On titles a walk ends
 * after a few characters, so the cost stays near linear in the total title length.
 */
function forEachContainment(keys: readonly string[], visit: (inner: number, outer: number) => void): void {
  const order = keys.flatMap((key, k) => (isContainable(key) ? [k] : []));
  order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : 1));

  const trie = new Trie(order.reduce((sum, k) => sum + keys[k]!.length, 0));
  // Keys found on the way down while inserting order[n] are its prefixes: prefixes[prefixEnd[n - 1]..prefixEnd[n]).
  const prefixes: number[] = [];
  const prefixEnd = order.map((k) => {
    trie.insert(keys[k]!, k, (prefix) => prefixes.push(prefix));
    return prefixes.length;
  });

  // Most positions start no key at all: a table of the keys' first three units skips them unwalked.
  const startsKey = new Uint8Array(START_TABLE_SIZE);
  for (const k of order) startsKey[startHash(keys[k]!, 0)] = 1;

  // A key can occur in another more than once ("aaa" in "aaaab"): each pair is visited only once.
  const lastVisited = new Int32Array(keys.length).fill(NONE);
  const report = (inner: number, outer: number) => {
    if (inner === NONE || inner === outer || lastVisited[inner] === outer) return;
    lastVisited[inner] = outer;
    visit(inner, outer);
  };
  order.forEach((outer, n) => {
    for (let p = n === 0 ? 0 : prefixEnd[n - 1]!; p < prefixEnd[n]!; p++) report(prefixes[p]!, outer);
    const text = keys[outer]!;
    for (let start = 1; start + MIN_CONTAINED_LENGTH <= text.length; start++) {
      if (!startsKey[startHash(text, start)]) continue;
      let node = ROOT;
      for (let i = start; i < text.length; i++) {
        node = trie.child(node, text.charCodeAt(i));
        if (node === NONE) break;
        report(trie.keyEndingAt[node]!, outer);
      }
    }
  });
}

const START_TABLE_SIZE = 1 << 16;

/** A hash of the three UTF-16 units at `at` (every containable key has at least three). */
function startHash(text: string, at: number): number {
  return (
    (text.charCodeAt(at) * 961 + text.charCodeAt(at + 1) * 31 + text.charCodeAt(at + 2)) &
    (START_TABLE_SIZE - 1)
  );
}

const ROOT = 0;
const NONE = -1;

/** A trie over UTF-16 code units in flat typed arrays; a node's children form a linked sibling list. */
class Trie {
  private readonly symbol: Uint16Array;
  private readonly firstChild: Int32Array;
  private readonly nextSibling: Int32Array;
  /** The root has a child for nearly every letter: a direct table keeps those lookups constant. */
  private readonly rootChild = new Int32Array(0x10000).fill(NONE);
  /** The index of the key that ends at each node, or NONE. */
  readonly keyEndingAt: Int32Array;
  private nodeCount = 1;

  constructor(totalLength: number) {
    const capacity = totalLength + 1;
    this.symbol = new Uint16Array(capacity);
    this.firstChild = new Int32Array(capacity).fill(NONE);
    this.nextSibling = new Int32Array(capacity).fill(NONE);
    this.keyEndingAt = new Int32Array(capacity).fill(NONE);
  }

  child(node: number, code: number): number {
    if (node === ROOT) return this.rootChild[code]!;
    for (let c = this.firstChild[node]!; c !== NONE; c = this.nextSibling[c]!) {
      if (this.symbol[c] === code) return c;
    }
    return NONE;
  }

  /** Adds a key, calling onPrefix with every key already present that is a prefix of it. */
  insert(key: string, index: number, onPrefix: (prefix: number) => void): void {
    let node = ROOT;
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i);
      let next = this.child(node, code);
      if (next === NONE) {
        next = this.nodeCount++;
        this.symbol[next] = code;
        this.nextSibling[next] = this.firstChild[node]!;
        this.firstChild[node] = next;
        if (node === ROOT) this.rootChild[code] = next;
      } else if (this.keyEndingAt[next] !== NONE) {
        onPrefix(this.keyEndingAt[next]!);
      }
      node = next;
    }
    this.keyEndingAt[node] = index;
  }
}
