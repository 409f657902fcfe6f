/**
 * The share of each new file sent so far, from the share of the whole request: the files go in
 * the order listed, so each one's progress is where the sent bytes stand against its own span.
 */
export function perFileProgress(sizes: number[], fraction: number): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let start = 0;
  return sizes.map((size) => {
    const sent = fraction * total - start;
    start += size;
    if (size === 0) return fraction >= 1 ? 1 : 0;
    return Math.min(1, Math.max(0, sent / size));
  });
}
