/**
 * Exact arithmetic for marks: values are fractions of big integers, so no binary rounding creeps into an average;
 * the one rounding rule — two decimals, half up — is applied once, to the result shown, printed and exported.
 */
export class Ratio {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static of(num: bigint | number, den: bigint | number = 1n): Ratio {
    let n = BigInt(num);
    let d = BigInt(den);
    if (d === 0n) throw new RangeError("division by zero");
    if (d < 0n) [n, d] = [-n, -d];
    const g = gcd(n < 0n ? -n : n, d);
    return new Ratio(n / g, d / g);
  }

  /** A mark as typed ("12.75", "12,5", 14) — at most two decimals. */
  static parse(value: string | number): Ratio {
    const text = String(value).trim().replace(",", ".");
    const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) throw new RangeError(`not a mark: ${value}`);
    const decimals = match[3] ?? "";
    const scaled = BigInt(match[2]! + decimals.padEnd(2, "0"));
    return Ratio.of(match[1] ? -scaled : scaled, 100n);
  }

  /** Marks stored as hundredths (1275 = 12.75). */
  static hundredths(value: number): Ratio {
    return Ratio.of(BigInt(Math.round(value)), 100n);
  }

  add(o: Ratio) {
    return Ratio.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  mul(o: Ratio | number) {
    const r = typeof o === "number" ? Ratio.of(o) : o;
    return Ratio.of(this.num * r.num, this.den * r.den);
  }
  div(o: Ratio | number) {
    const r = typeof o === "number" ? Ratio.of(o) : o;
    return Ratio.of(this.num * r.den, this.den * r.num);
  }
  cmp(o: Ratio) {
    const l = this.num * o.den;
    const r = o.num * this.den;
    return l < r ? -1 : l > r ? 1 : 0;
  }

  /** Rounded to two decimals, half up (away from zero on a tie), in hundredths: 12.345 → 1235. */
  toHundredths(): number {
    const scaled = this.num * 100n;
    const q = scaled / this.den;
    const r = scaled % this.den;
    const twice = (r < 0n ? -r : r) * 2n;
    const bump = twice >= this.den ? (scaled < 0n ? -1n : 1n) : 0n;
    return Number(q + bump);
  }

  /** "12.35": the rounded value with two decimals (the locale formats it for display). */
  toFixed2(): string {
    const h = this.toHundredths();
    const sign = h < 0 ? "-" : "";
    const abs = Math.abs(h);
    return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  }

  toNumber(): number {
    return this.toHundredths() / 100;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}

export const sum = (values: readonly Ratio[]) => values.reduce((acc, v) => acc.add(v), Ratio.of(0));
export const mean = (values: readonly Ratio[]) => (values.length ? sum(values).div(values.length) : null);
