import { hashPassword, passwordRuleViolation, verifyPassword } from "./password";

describe("password rules (SPEC §5)", () => {
  it.each([
    ["", "passwordRequired"],
    ["Ab1!xyz", "passwordLength"], // 7 characters
    ["Ab1!xyzAb1!xyzAb1", "passwordLength"], // 17 characters
    ["abcdefg1!", "passwordWeak"], // no upper case
    ["ABCDEFG1!", "passwordWeak"], // no lower case
    ["Abcdefgh!", "passwordWeak"], // no digit
    ["Abcdefgh1", "passwordWeak"], // no special character
  ])("refuses %j with %s", (password, rule) => {
    expect(passwordRuleViolation(password)).toBe(rule);
  });

  it.each(["Ab1!xyzw", "Carbon@2026", "Ab1!xyzAb1!xyzAb"])(
    "accepts %j (8 to 16 characters, all four classes)",
    (password) => {
      expect(passwordRuleViolation(password)).toBeNull();
    },
  );
});

describe("password hashing", () => {
  it("verifies the password it hashed and nothing else, with a fresh salt each time", async () => {
    const first = await hashPassword("Carbon@2026");
    const second = await hashPassword("Carbon@2026");
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(first).not.toContain("Carbon@2026");
    await expect(verifyPassword("Carbon@2026", first)).resolves.toBe(true);
    await expect(verifyPassword("carbon@2026", first)).resolves.toBe(false);
    await expect(verifyPassword("Carbon@2026", "not-a-hash")).resolves.toBe(false);
  });
});
