import { twoSidedCritical } from './normal';

export type MeanInterval = { count: number; mean: number; standardDeviation: number; low: number; high: number };

/**
 * A running mean and variance (Welford's update, stable over millions of payouts) and the normal
 * confidence interval of the mean, fine for the thousands of rounds every simulation uses.
 */
export class MeanAccumulator {
  count = 0;
  mean = 0;
  private squares = 0;

  add(x: number): void {
    this.count++;
    const delta = x - this.mean;
    this.mean += delta / this.count;
    this.squares += delta * (x - this.mean);
  }

  /** The sample variance (n - 1 in the denominator). */
  variance(): number {
    return this.count > 1 ? this.squares / (this.count - 1) : 0;
  }

  interval(confidence = 0.99): MeanInterval {
    const standardDeviation = Math.sqrt(this.variance());
    const half = (twoSidedCritical(confidence) * standardDeviation) / Math.sqrt(this.count);
    return { count: this.count, mean: this.mean, standardDeviation, low: this.mean - half, high: this.mean + half };
  }
}
