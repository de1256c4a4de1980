/** The middle of `numbers` (the mean of the two middle ones for an even count): the benchmarks' summary of repeated runs on a noisy machine. */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
