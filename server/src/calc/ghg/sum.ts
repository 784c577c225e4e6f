// Compensated summation for the inventory roll-ups. A case adds thousands of line figures of very
// different sizes (tonnes of process CO2 beside grams of N2O); plain += loses the low-order bits
// of each addition and the totals drift with line order. Neumaier's variant of Kahan summation
// carries the lost part in a second term, so a total does not depend on the order of its lines.

export class NeumaierSum {
  private sum = 0;
  private compensation = 0;

  add(x: number): this {
    const t = this.sum + x;
    // Whichever operand is larger keeps its bits in t; recover what the smaller one lost.
    if (Math.abs(this.sum) >= Math.abs(x)) {
      this.compensation += this.sum - t + x;
    } else {
      this.compensation += x - t + this.sum;
    }
    this.sum = t;
    return this;
  }

  get value(): number {
    // Past an overflow the compensation is NaN (Infinity - Infinity); the sum says what happened.
    return Number.isFinite(this.sum) ? this.sum + this.compensation : this.sum;
  }
}

/** The compensated sum of a list of numbers. */
export function compensatedSum(values: Iterable<number>): number {
  const acc = new NeumaierSum();
  for (const v of values) acc.add(v);
  return acc.value;
}
