// The unified social credit code's check character (GB 32100-2015), as the server checks it
// (server/src/lib/credit-code.ts): weights 3^(i-1) mod 31 over the 31-character alphabet,
// check = 31 − (Σ mod 31), 31 → 0.
const ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The check character the first 17 characters call for. */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += ALPHABET.indexOf(first17[i]) * WEIGHTS[i];
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/** True when a code of the right format ends in its check character. */
export function hasValidCheckCharacter(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code) && creditCodeCheckCharacter(code) === code[17];
}
