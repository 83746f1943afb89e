// Shopify's "v1" encoding of which option value combinations exist (Product.encodedVariantExistence)
// or are available (Product.encodedVariantAvailability), as hydrogen-react's decodeEncodedVariant reads it.
// Each combination is a tuple of option value indexes (positions in the product's options' values).
// The tuples form a trie: an inner level writes `<index>:<children>,` for each value, the last option
// writes its indexes as runs (`0-2` for 0,1,2) separated by spaces (`0 2` for 0 and 2). Examples from
// Shopify's reference: one option with three values `v1_0-2`; two options with two values each, all
// present, `v1_0:0-1,1:0-1,`; three options, `v1_0:0:0-1,1:0-1,,1:0:0-1,1:0-1,,`.

type Trie = Map<number, Trie>;

/** Encodes option value index tuples (all of the same length); '' when there are none. */
export function encodeVariantTuples(tuples: number[][]): string {
  if (!tuples.length) return '';
  const root: Trie = new Map();
  for (const t of tuples) {
    let node = root;
    for (const i of t) {
      let next = node.get(i);
      if (!next) node.set(i, (next = new Map()));
      node = next;
    }
  }
  return `v1_${level(root)}`;
}

function level(node: Trie): string {
  const keys = [...node.keys()].sort((a, b) => a - b);
  const leaf = keys.every((k) => node.get(k)!.size === 0);
  if (!leaf) return keys.map((k) => `${k}:${level(node.get(k)!)},`).join('');
  const runs: string[] = [];
  for (let i = 0; i < keys.length; ) {
    let j = i;
    while (j + 1 < keys.length && keys[j + 1] === keys[j]! + 1) j++;
    runs.push(j > i ? `${keys[i]}-${keys[j]}` : `${keys[i]}`);
    i = j + 1;
  }
  return runs.join(' ');
}
