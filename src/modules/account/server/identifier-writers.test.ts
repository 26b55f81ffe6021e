import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The class of bug behind issue 27, item 4: a path that rewrites an existing account's login identifiers or
 * password without asking whether its owner already chose a password. Every such write goes through
 * `changeIdentifiers` (login-identifiers.ts); the few others are listed here with the rule that guards them. A new
 * writer fails this test until it either uses that door or is added here with its reason.
 */
const ALLOWED: Record<string, { keys: string[]; why: string }> = {
  "account/server/login-identifiers.ts": {
    keys: ["name", "email", "phone", "emailVerifiedAt"],
    why: "the door itself",
  },
  "account/server/account.ts": {
    keys: ["passwordHash"],
    why: "changePassword: the signed-in owner, with their current password",
  },
  "account/server/password-reset.ts": {
    keys: ["passwordHash", "emailVerifiedAt"],
    why: "the owner's mailbox proved by a single-use link",
  },
  "school/server/accounts.ts": {
    keys: ["passwordHash", "username"],
    why: "slips: only while the school holds the account (NO_CHOSEN_PASSWORD in the write)",
  },
  "account/server/oauth.ts": { keys: ["emailVerifiedAt"], why: "the owner followed the link mailed to their address" },
  "privacy/server/erase-person.ts": {
    keys: ["raw SQL"],
    why: "an erasure the person asked for, accepted by the school or the platform: it empties identifiers, never sets one (issue 34)",
  },
};
const IDENTIFIERS = ["name", "email", "phone", "username", "passwordHash", "emailVerifiedAt"];

const root = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of the balanced `{…}` starting at `from`. */
function braces(text: string, from: number): string {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return text.slice(from, i + 1);
  }
  return text.slice(from);
}

/** Identifier keys written by each user update (`.user.update/updateMany/upsert({ … data: { … } })`). */
function identifierWrites(source: string): string[] {
  const keys = new Set<string>();
  for (const call of source.matchAll(/\.user\.(update|updateMany|upsert)\(/g)) {
    const body = braces(source, source.indexOf("{", call.index));
    for (const data of body.matchAll(/\b(data|update|create)\s*:\s*\{/g)) {
      const object = braces(body, data.index + data[0].length - 1);
      for (const key of IDENTIFIERS) if (new RegExp(`[{,\\s]${key}\\s*[:,}]`).test(object)) keys.add(key);
    }
  }
  if (/UPDATE\s+"User"/i.test(source)) keys.add("raw SQL");
  return [...keys];
}

describe("writers of login identifiers", () => {
  it("finds the keys a user update writes, not those it filters on", () => {
    expect(identifierWrites(`await tx.user.updateMany({ where: { email: x }, data: { phone: p, locale } });`)).toEqual([
      "phone",
    ]);
    expect(identifierWrites(`db.user.update({ where: { id }, data: { email, name: input.name } })`).sort()).toEqual([
      "email",
      "name",
    ]);
  });

  it("every write of a name, e-mail, phone, login identifier or password goes through changeIdentifiers or is listed", () => {
    const offenders = sources(root).flatMap((file) => {
      const relative = path.relative(root, file).split(path.sep).join("/");
      const allowed = ALLOWED[relative]?.keys ?? [];
      const extra = identifierWrites(readFileSync(file, "utf8")).filter((key) => !allowed.includes(key));
      return extra.length > 0 ? [`${relative}: ${extra.join(", ")}`] : [];
    });
    expect(offenders, "use changeIdentifiers (account/server/login-identifiers.ts)").toEqual([]);
  });
});
