/**
 * A small seeded PRNG (mulberry32): the same seed gives the same catalogue on
 * every machine, which tests and benchmarks rely on. Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick: empty list');
    return item;
  }

  /** Up to `count` distinct items, in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return items.filter(() => this.chance(count / Math.max(items.length, 1)));
  }

  /** Skewed towards small values: most products have few views, a few have many. */
  skewed(max: number, power = 3): number {
    return Math.floor(max * this.next() ** power);
  }
}

/** A stable sub-seed so that, e.g., vendors do not change when the product count does. */
export function deriveSeed(seed: number, label: string): number {
  let hash = seed ^ 0x811c9dc5;
  for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
