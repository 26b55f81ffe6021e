import type { Scoped } from "~/platform/api/scope";
import { randomInt } from "node:crypto";
import { ROLE_RANK } from "~/lib/roles";
import { USERNAME_PATTERN } from "~/lib/validation";
import type { Actor } from "~/platform/auth/actor";
import { hashPassword } from "~/platform/auth/password";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError } from "~/platform/errors";
import { NO_CHOSEN_PASSWORD, schoolHolds } from "~/modules/account";

/** Letters and digits nobody confuses on paper (no 0/o, 1/l/i). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const GENERATED_PASSWORD_LENGTH = 10;

export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** "Amine Benali" → "amine.benali.4821"; names without Latin letters fall back to the role ("eleve.4821"). */
export function usernameCandidate(name: string, fallback: string): string {
  const parts = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 2);
  const base = parts.length > 0 && /^[a-z]/.test(parts[0]!) ? parts.join(".") : fallback;
  return `${base}.${randomInt(1000, 10000)}`;
}

export interface CredentialSlip {
  userId: string;
  name: string;
  role: "STUDENT" | "PARENT";
  /** the children's names on a parent's slip, the class on a student's */
  detail: string;
  identifier: string;
  password: string;
}

/**
 * Creates or resets the credentials of a class's (or selected) students and their parents. Each gets a new
 * password — returned once, stored hashed, to be changed at first login — and a login identifier when they have
 * neither e-mail nor phone. Their other sessions end. Only accounts the school manages get one (made by this
 * school, holding roles here only — see person-account.ts) and only while their owner has not chosen a password;
 * staff are left out: they manage their own password.
 */
export async function generateCredentials(
  db: Db,
  actor: Actor,
  _school: Scoped<"school">,
  input: { schoolId: string; classId?: string; studentIds?: string[]; students: boolean; parents: boolean },
): Promise<CredentialSlip[]> {
  if (!input.classId && !input.studentIds?.length) throw fieldError("classId", "validation.required");
  if (!input.students && !input.parents) throw fieldError("students", "validation.required");
  const students = await db.student.findMany({
    where: {
      schoolId: input.schoolId,
      ...(input.classId ? { enrollments: { some: { classId: input.classId } } } : {}),
      ...(input.studentIds?.length ? { id: { in: input.studentIds } } : {}),
    },
    orderBy: { user: { name: "asc" } },
    select: {
      user: { select: { id: true, name: true } },
      enrollments: {
        where: { class: { schoolYear: { isCurrent: true } } },
        select: { class: { select: { name: true } } },
      },
      parents: { select: { parent: { select: { id: true, name: true } } } },
    },
  });

  type Person = { userId: string; name: string; role: CredentialSlip["role"]; details: string[] };
  const people = new Map<string, Person>();
  for (const s of students) {
    const className = s.enrollments[0]?.class.name ?? "";
    if (input.students)
      people.set(s.user.id, { userId: s.user.id, name: s.user.name, role: "STUDENT", details: [className] });
    if (!input.parents) continue;
    for (const { parent } of s.parents) {
      const entry = people.get(parent.id) ?? {
        userId: parent.id,
        name: parent.name,
        role: "PARENT" as const,
        details: [],
      };
      entry.details.push(s.user.name);
      people.set(parent.id, entry);
    }
  }

  const users = await db.user.findMany({
    where: { id: { in: [...people.keys()] } },
    select: {
      id: true,
      email: true,
      phone: true,
      username: true,
      passwordHash: true,
      mustChangePassword: true,
      createdBySchoolId: true,
      roles: { select: { schoolId: true, role: { select: { key: true } } } },
      _count: { select: { accounts: true } },
    },
  });
  // slips only for accounts this school made, that are the school's alone and whose owner never chose a password;
  // staff (a teacher who is also a parent) manage their own password
  const eligible = users.filter(
    (user) =>
      schoolHolds(user, input.schoolId) &&
      !user.roles.some(({ role }) => (ROLE_RANK[role.key as keyof typeof ROLE_RANK] ?? 100) > ROLE_RANK.PARENT),
  );
  // hashing is the slow part: run it on the thread pool for everyone at once, then write everything in one transaction
  // (all or nothing: a password written but never shown on a slip would lock its owner out)
  const passwords = eligible.map(() => generatePassword());
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  const slips: CredentialSlip[] = [];
  await db.$transaction(
    async (tx) => {
      for (const [i, user] of eligible.entries()) {
        const person = people.get(user.id)!;
        const username =
          user.email || user.phone || user.username
            ? user.username
            : await freeUsername(tx, person.name, person.role === "STUDENT" ? "eleve" : "parent");
        // re-checked inside the transaction: an owner who set their password meanwhile keeps it
        const { count } = await tx.user.updateMany({
          where: { id: user.id, createdBySchoolId: input.schoolId, ...NO_CHOSEN_PASSWORD },
          data: {
            passwordHash: hashes[i]!,
            mustChangePassword: true,
            sessionVersion: { increment: 1 },
            ...(username && !user.username ? { username } : {}),
          },
        });
        if (count === 0) continue;
        slips.push({
          userId: user.id,
          name: person.name,
          role: person.role,
          detail: person.details.filter(Boolean).join(", "),
          identifier: user.email ?? user.phone ?? username!,
          password: passwords[i]!,
        });
      }
    },
    { timeout: 60_000, maxWait: 10_000 },
  );
  return slips.sort((a, b) => a.role.localeCompare(b.role) * -1 || a.name.localeCompare(b.name, "fr"));
}

async function freeUsername(db: Db | Prisma.TransactionClient, name: string, fallback: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = usernameCandidate(name, fallback);
    if (!USERNAME_PATTERN.test(candidate)) continue;
    if (!(await db.user.findUnique({ where: { username: candidate }, select: { id: true } }))) return candidate;
  }
  return `${fallback}.${Date.now().toString(36)}`;
}
