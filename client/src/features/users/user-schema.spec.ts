import { generatePassword, passwordFollowsRules } from "./user-schema";

describe("a new user's initial password", () => {
  it("follows the password rules: 8–16 characters, lower, upper, digit and symbol", () => {
    expect(passwordFollowsRules("Kq7#mZ2p!xR4")).toBe(true);
    expect(passwordFollowsRules("password")).toBe(false); // no upper case, digit or symbol
    expect(passwordFollowsRules("Aa1#")).toBe(false); // 4 characters
    expect(passwordFollowsRules("Aa1#Aa1#Aa1#Aa1#A")).toBe(false); // 17 characters
  });

  it("is generated with 12 characters of every kind, whatever the random draws", () => {
    // All draws 0: the first of each set, shuffled: a, A, 2, # and eight more "a".
    const zeros = generatePassword((values) => values.fill(0));
    expect(zeros).toHaveLength(12);
    expect(passwordFollowsRules(zeros)).toBe(true);
    for (let round = 0; round < 50; round += 1) {
      expect(passwordFollowsRules(generatePassword())).toBe(true);
    }
  });
});
