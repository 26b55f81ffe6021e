import { describe, expect, it } from "vitest";
import { newVerifyCode } from "~/modules/documents/server/new-code";
import { formatCode, normalizeCode } from "./verify-code";

describe("verification codes", () => {
  it.each([
    ["as printed", "7K2M-9QXD-4HRT", "7K2M9QXD4HRT"],
    ["typed in lower case with spaces", "7k2m 9qxd 4hrt", "7K2M9QXD4HRT"],
    ["O for zero, I and L for one", "7K2M-9QXO-4HIL", "7K2M9QX04H11"],
    ["a migrated code (16 hexadecimal digits)", "0A1B2C3D4E5F6071", "0A1B2C3D4E5F6071"],
    ["too short", "7K2M-9QX", null],
    ["too long", "7K2M9QXD4HRT7K2M9", null],
    ["a letter outside the alphabet", "7K2M-9QXD-4HRU", null],
    ["a path", "../../etc/passwd", null],
  ])("%s", (_name, input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });

  it("new codes: 12 characters of the alphabet, never twice in 5,000", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5_000; i++) {
      const code = newVerifyCode();
      expect(code).toHaveLength(12);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
      expect(normalizeCode(formatCode(code))).toBe(code);
      seen.add(code);
    }
    expect(seen.size).toBe(5_000);
  });
});
