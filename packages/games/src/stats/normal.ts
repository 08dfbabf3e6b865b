import { regularizedGammaP } from './gamma';

/**
 * The standard normal distribution, enough for 99% two-sided tests. The CDF through
 * erf(x) = P(1/2, x^2) (the regularized incomplete gamma, accurate to about 1e-10 here), the
 * quantile by Acklam's rational approximation polished with one Halley step.
 */
export function normalCdf(z: number): number {
  const half = 0.5 * regularizedGammaP(0.5, (z * z) / 2);
  return z >= 0 ? 0.5 + half : 0.5 - half;
}

const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
];
const B = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];

function polynomial(coefficients: number[], x: number): number {
  return coefficients.reduce((sum, c) => sum * x + c, 0);
}

export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`quantile of ${p}`);
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = polynomial(C, q) / (polynomial(D, q) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x = (polynomial(A, r) * q) / (polynomial(B, r) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x = -polynomial(C, q) / (polynomial(D, q) * q + 1);
  }
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** The z beyond which a two-sided test at `confidence` rejects, e.g. 2.5758 at 99%. */
export function twoSidedCritical(confidence: number): number {
  return normalQuantile(1 - (1 - confidence) / 2);
}
