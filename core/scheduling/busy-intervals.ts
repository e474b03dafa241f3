const MINUTE_MS = 60_000;

/** A busy interval in epoch milliseconds, half-open [start, end). */
export interface BusyInterval {
  start: number;
  end: number;
  /** The appointment holding it, when it is one of ours (a cached schedule updates it by id). */
  id?: string;
}

/** Index of the first busy interval whose start is >= value (busy sorted by start). */
function lowerBound(busy: readonly BusyInterval[], value: number): number {
  let lo = 0;
  let hi = busy.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (busy[mid]!.start < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The busy intervals (sorted by start) that clash with a candidate, the buffer kept on both sides:
 * how many there are, and the instants at which each stops clashing (its end plus the buffer).
 */
export function busyIndex(busy: readonly BusyInterval[], bufferMinutes: number) {
  const buffer = bufferMinutes * MINUTE_MS;
  const longest = busy.reduce((max, b) => Math.max(max, b.end - b.start), 0);
  const eachClashing = (start: number, end: number, visit: (b: BusyInterval) => void) => {
    for (let i = lowerBound(busy, start - buffer - longest); i < busy.length; i++) {
      const b = busy[i]!;
      if (b.start >= end + buffer) break;
      if (b.end + buffer > start) visit(b);
    }
  };
  return {
    count(start: number, end: number): number {
      let count = 0;
      eachClashing(start, end, () => count++);
      return count;
    },
    releases(start: number, end: number): number[] {
      const releases: number[] = [];
      eachClashing(start, end, (b) => releases.push(b.end + buffer));
      return releases;
    },
  };
}
