// The unified social credit code (统一社会信用代码) of GB 32100-2015: 18 characters over an
// alphabet of 31 (digits and upper-case letters without I, O, S, V, Z), the 18th a check
// character computed from the first 17 (clause 5, weights 3^(i-1) mod 31).

/** The 31 characters in the order of their values 0-30. */
export const CREDIT_CODE_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";

/** Weights of positions 1-17 (GB 32100-2015, table 2). */
export const CREDIT_CODE_WEIGHTS = [
  1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28,
] as const;

/** Registration authority and type, 6-digit division code, 10 characters of the alphabet. */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character of the first 17 characters: 31 − (Σ value × weight mod 31), 31 → 0. */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    sum += CREDIT_CODE_ALPHABET.indexOf(first17[i]) * CREDIT_CODE_WEIGHTS[i];
  }
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31];
}

/** True when the code has the format and its 18th character is the check character. */
export function hasValidCheckCharacter(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckCharacter(code) === code[17];
}
