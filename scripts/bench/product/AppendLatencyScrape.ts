const METRIC = 'kitchensync_collab_append_seconds_bucket';
const BUCKET_LINE = new RegExp(`^${METRIC}\\{le="([^"]+)"\\} (\\d+(?:\\.\\d+)?)$`);

/**
 * Our server's own histogram of durable appends (`/metrics`), read before and after a phase: how long
 * the server took from taking an update to the commit that makes it durable, which is when it sends
 * the acknowledgement. The clients' acknowledgement latency adds their own process's delay to it.
 */
export class AppendLatencyScrape {
  private constructor(private readonly cumulative: ReadonlyMap<number, number>) {}

  static async read(baseUrl: string): Promise<AppendLatencyScrape> {
    const response = await fetch(new URL('/metrics', baseUrl));
    if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
    const buckets = new Map<number, number>();
    for (const line of (await response.text()).split('\n')) {
      const match = BUCKET_LINE.exec(line);
      if (match) buckets.set(match[1] === '+Inf' ? Infinity : Number(match[1]), Number(match[2]));
    }
    if (buckets.size === 0) throw new Error(`/metrics has no ${METRIC}`);
    return new AppendLatencyScrape(buckets);
  }

  /**
   * The upper bound, in ms, of the histogram bucket holding the `percentile`th append made since
   * `earlier` (NaN without appends; Infinity past the last finite bucket).
   */
  percentileSince(earlier: AppendLatencyScrape, percentile: number): number {
    const bounds = [...this.cumulative.keys()].sort((a, b) => a - b);
    const since = (bound: number) => (this.cumulative.get(bound) ?? 0) - (earlier.cumulative.get(bound) ?? 0);
    const total = since(Infinity);
    if (total === 0) return Number.NaN;
    const rank = Math.ceil((percentile / 100) * total);
    const bound = bounds.find((candidate) => since(candidate) >= rank) ?? Infinity;
    return bound * 1000;
  }
}
