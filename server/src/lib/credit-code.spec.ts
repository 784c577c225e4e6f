// Check characters of unified social credit codes, worked by hand with GB 32100-2015's weights
// 1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28 and the values 0-9 → 0-9, A=10 B=11 C=12 D=13
// E=14 F=15 G=16 H=17 J=18 K=19 L=20 M=21 N=22 P=23 Q=24 R=25 T=26 U=27 W=28 X=29 Y=30.
import { creditCodeCheckCharacter, hasValidCheckCharacter } from "./credit-code";

describe("unified social credit code check character (GB 32100-2015)", () => {
  it("accepts 91350100M000100Y43: Σ = 1640, 1640 mod 31 = 28, 31 − 28 = 3", () => {
    // 9·1 + 1·3 + 3·9 + 5·27 + 0·19 + 1·26 + 0·16 + 0·17 + M(21)·20 + 0·29 + 0·25 + 0·13
    //   + 1·8 + 0·24 + 0·10 + Y(30)·30 + 4·28
    // = 9 + 3 + 27 + 135 + 26 + 420 + 8 + 900 + 112 = 1640 = 31·52 + 28
    expect(creditCodeCheckCharacter("91350100M000100Y4")).toBe("3");
    expect(hasValidCheckCharacter("91350100M000100Y43")).toBe(true);
  });

  it("computes M for 91320500MA1XD0001 (Σ = 1467, mod 31 = 10, 31 − 10 = 21 = M)", () => {
    // 9·1 + 1·3 + 3·9 + 2·27 + 0·19 + 5·26 + 0 + 0 + M(21)·20 + A(10)·29 + 1·25 + X(29)·13
    //   + D(13)·8 + 0 + 0 + 0 + 1·28
    // = 9 + 3 + 27 + 54 + 130 + 420 + 290 + 25 + 377 + 104 + 28 = 1467 = 31·47 + 10
    expect(creditCodeCheckCharacter("91320500MA1XD0001")).toBe("M");
    expect(hasValidCheckCharacter("91320500MA1XD0001M")).toBe(true);
    expect(hasValidCheckCharacter("91320500MA1XD0001K")).toBe(false);
  });

  it("writes 0 when the sum is a multiple of 31 (31 − 0 = 31 → 0)", () => {
    // 9·1 + 1·3 + 1·9 + 1·27 + G(16)·28 = 9 + 3 + 9 + 27 + 448 = 496 = 31·16
    expect(creditCodeCheckCharacter("9111000000000000G")).toBe("0");
    expect(hasValidCheckCharacter("9111000000000000G0")).toBe(true);
  });

  it("refuses a typing error in any position and codes outside the format", () => {
    // Swapping two characters of a valid code changes Σ: 91350100M000100Y43 → 91350100M000010Y43.
    expect(hasValidCheckCharacter("91350100M000010Y43")).toBe(false);
    expect(hasValidCheckCharacter("91350100M000100Y4")).toBe(false);
    // I, O, S, V and Z are not in the alphabet.
    expect(hasValidCheckCharacter("91350100M000100YO3")).toBe(false);
    expect(hasValidCheckCharacter("91350100m000100y43")).toBe(false);
  });
});
