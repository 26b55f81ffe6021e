import { randomInt } from "node:crypto";
import { ROLE_RANK } from "~/lib/roles";
import { USERNAME_PATTERN } from "~/lib/validation";
import type { Actor } from "~/server/auth/actor";
import { hashPassword } from "~/server/auth/password";
import type { Db } from "~/server/db";
import { fieldError } from "~/server/errors";
import { assertCan } from "./scope";

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
 * neither e-mail nor phone. Their other sessions end. People who also hold a staff or platform role (teacher,
 * admin, …) are left out: they manage their own password.
 */
export async function generateCredentials(
  db: Db,
  actor: Actor,
  input: { schoolId: string; classId?: string; studentIds?: string[]; students: boolean; parents: boolean },
): Promise<CredentialSlip[]> {
  assertCan(actor, "user.edit", input.schoolId);
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
      enrollments: { where: { class: { schoolYear: { isCurrent: true } } }, select: { class: { select: { name: true } } } },
      parents: { select: { parent: { select: { id: true, name: true } } } },
    },
  });

  type Person = { userId: string; name: string; role: CredentialSlip["role"]; details: string[] };
  const people = new Map<string, Person>();
  for (const s of students) {
    const className = s.enrollments[0]?.class.name ?? "";
    if (input.students) people.set(s.user.id, { userId: s.user.id, name: s.user.name, role: "STUDENT", details: [className] });
    if (!input.parents) continue;
    for (const { parent } of s.parents) {
      const entry = people.get(parent.id) ?? { userId: parent.id, name: parent.name, role: "PARENT" as const, details: [] };
      entry.details.push(s.user.name);
      people.set(parent.id, entry);
    }
  }

  const users = await db.user.findMany({
    where: { id: { in: [...people.keys()] } },
    select: { id: true, email: true, phone: true, username: true, roles: { select: { role: { select: { key: true } } } } },
  });
  const eligible = users.filter(
    (user) => !user.roles.some(({ role }) => role.key !== "MEMBER" && (ROLE_RANK[role.key as keyof typeof ROLE_RANK] ?? 100) > ROLE_RANK.PARENT),
  );
  // hashing is the slow part: run it on the thread pool for everyone at once, then write
  const passwords = eligible.map(() => generatePassword());
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  const slips: CredentialSlip[] = [];
  for (const [i, user] of eligible.entries()) {
    const person = people.get(user.id)!;
    const username = user.email || user.phone || user.username ? user.username : await freeUsername(db, person.name, person.role === "STUDENT" ? "eleve" : "parent");
    await db.user.update({
      where: { id: user.id },
      data: {
        passwordHash: hashes[i]!,
        mustChangePassword: true,
        sessionVersion: { increment: 1 },
        ...(username && !user.username ? { username } : {}),
      },
    });
    slips.push({
      userId: user.id,
      name: person.name,
      role: person.role,
      detail: person.details.filter(Boolean).join(", "),
      identifier: user.email ?? user.phone ?? username!,
      password: passwords[i]!,
    });
  }
  return slips.sort((a, b) => a.role.localeCompare(b.role) * -1 || a.name.localeCompare(b.name, "fr"));
}

async function freeUsername(db: Db, name: string, fallback: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = usernameCandidate(name, fallback);
    if (!USERNAME_PATTERN.test(candidate)) continue;
    if (!(await db.user.findUnique({ where: { username: candidate }, select: { id: true } }))) return candidate;
  }
  return `${fallback}.${Date.now().toString(36)}`;
}
