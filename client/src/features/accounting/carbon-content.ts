// Carbon content in the unit the China accounting guidelines print their tables in (t C/TJ) and
// the unit the calculation reads (t C/GJ): 1 TJ = 1,000 GJ, so t C/GJ = t C/TJ × 10^-3. Pure.

/**
 * The number with its decimal point moved `places` to the right, on its shortest decimal form,
 * so the typed digits stay (15.3 → 0.0153, where 15.3 / 1000 gives 0.015300000000000001).
 */
function shift(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** t C/TJ → t C/GJ: 15.3 t C/TJ (natural gas) is 0.0153 t C/GJ. */
export const perTjToPerGj = (perTj: number): number => shift(perTj, -3);

/** t C/GJ → t C/TJ: 0.0153 t C/GJ reads back as 15.3. */
export const perGjToPerTj = (perGj: number): number => shift(perGj, 3);
