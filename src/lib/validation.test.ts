import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "./permissions";
import { DEFAULT_ROLE_PERMISSIONS, ROLE_KEYS } from "./roles";
import { formatPhoneNational, normalizePhone } from "./validation";
import { reloadOnceForStaleChunk, isChunkLoadError } from "~/ui/shell/deployment-watch";

describe("normalizePhone", () => {
  it.each([
    ["0550123456", "+213550123456"],
    ["0661 23 45 67", "+213661234567"],
    ["07-70-12-34-56", "+213770123456"],
    ["+213 550 12 34 56", "+213550123456"],
    ["00213550123456", "+213550123456"],
    ["021 23 45 67", "+21321234567"],
    ["0550", null],
    ["hello", null],
    ["05501234567890", null],
  ])("%s → %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

it("formats stored numbers back the Algerian way", () => {
  expect(formatPhoneNational("+213550123456")).toBe("0550 12 34 56");
});

describe("permissions", () => {
  it("name every subject and action of spec §6", () => {
    const subjects =
      "role permission user category ad report school session class subject homework textbook article resource payment level evaluation comment".split(
        " ",
      );
    for (const s of subjects) for (const a of ["create", "edit", "delete"]) expect(PERMISSIONS).toContain(`${s}.${a}`);
    for (const p of [
      "notification.editSchool",
      "notification.send",
      "reportCard.generate",
      "gradebook.edit",
      "payment.consult",
    ]) {
      expect(PERMISSIONS).toContain(p);
    }
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it("give each of the 8 roles a default set drawn from the list", () => {
    expect(ROLE_KEYS).toHaveLength(8);
    for (const role of ROLE_KEYS) for (const p of DEFAULT_ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
    expect(DEFAULT_ROLE_PERMISSIONS.MEMBER).not.toContain("ad.moderate");
    expect(DEFAULT_ROLE_PERMISSIONS.TEACHER).not.toContain("school.edit");
  });
});

describe("stale chunk reload", () => {
  it("reloads once, then not again within 10 s", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadOnceForStaleChunk(1_000_000, storage, reload)).toBe(true);
    expect(reloadOnceForStaleChunk(1_005_000, storage, reload)).toBe(false);
    expect(reloadOnceForStaleChunk(1_011_000, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });
});

it("accepts other countries' valid numbers on the server (full metadata)", () => {
  expect(normalizePhone("+33 6 12 34 56 78")).toBe("+33612345678");
  expect(normalizePhone("+33 6 12 34")).toBeNull();
});
