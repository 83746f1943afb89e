// Opening sentences of product descriptions: a use and an occasion, paired by the product's place in
// its catalogue so that every product of a catalogue (up to uses × occasions) opens differently.

/** The use and occasion of the n-th product: every pair of indexes once before any repeats. */
export function introPair<U, W>(uses: readonly U[], occasions: readonly W[], n: number): [U, W] {
  return [uses[n % uses.length]!, occasions[Math.floor(n / uses.length) % occasions.length]!];
}
