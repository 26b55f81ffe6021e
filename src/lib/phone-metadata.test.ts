import fullMetadata from "libphonenumber-js/metadata.min.json";
import { describe, expect, it, vi } from "vitest";
import dz from "./phone-metadata-dz.json";

// the browser's build of validation.ts (next.config.mjs aliases the metadata to Algeria's only)
vi.mock("libphonenumber-js/metadata.min.json", async () => ({
  default: (await import("./phone-metadata-dz.json")).default,
}));

describe("Algeria-only phone metadata (the browser's)", () => {
  it("is Algeria's part of libphonenumber-js's metadata, current with the installed version", () => {
    expect(dz).toEqual({
      version: fullMetadata.version,
      country_calling_codes: { "213": fullMetadata.country_calling_codes["213"] },
      countries: { DZ: fullMetadata.countries.DZ },
      nonGeographic: {},
    });
  });

  it("judges Algerian numbers as the server does and leaves other countries' to the server", async () => {
    const { formatPhoneNational, normalizePhone } = await import("./validation");
    const cases: [string, string | null][] = [
      ["0550123456", "+213550123456"],
      ["0661 23 45 67", "+213661234567"],
      ["07-70-12-34-56", "+213770123456"],
      ["+213 550 12 34 56", "+213550123456"],
      ["00213550123456", "+213550123456"],
      ["021 23 45 67", "+21321234567"],
      ["+213 123", null],
      ["0550", null],
      ["hello", null],
      ["05501234567890", null],
      ["+33 6 12 34 56 78", "+33612345678"],
      ["0033612345678", "+33612345678"],
      // not a valid French number: the server refuses it with the same message (validation.test.ts)
      ["+33 6 12 34", "+3361234"],
    ];
    for (const [input, expected] of cases) expect(normalizePhone(input), input).toBe(expected);
    expect(formatPhoneNational("+213550123456")).toBe("0550 12 34 56");
  });
});
