import { Random } from '../seed/prng.js';

/**
 * Draws indexes 0..n-1 with YCSB's "scrambled zipfian" popularity (Cooper et
 * al., Benchmarking Cloud Serving Systems with YCSB, 2010; theta 0.99 is YCSB's
 * default): the k-th most popular item is drawn with probability proportional
 * to 1 / k^theta, and which item is k-th is a seeded shuffle, so popularity has
 * nothing to do with the order the pool was built in (page 1 is not favoured
 * over page 5, nor one sort over another).
 */
export function scrambledZipf(n: number, seed: number, theta = 0.99): () => number {
  if (n < 1) throw new Error('scrambledZipf: empty pool');
  const random = new Random(seed);
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** theta;
    cumulative[k] = sum;
  }
  const order = Array.from({ length: n }, (_, index) => index);
  for (let i = n - 1; i > 0; i--) {
    const j = random.int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return () => {
    const u = random.next() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < u) low = middle + 1;
      else high = middle;
    }
    return order[low] as number;
  };
}
