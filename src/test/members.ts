import { db } from "~/server/db";
import { callerAs, callerForUser } from "./callers";

let count = 0;
/** A fresh member account (a plain sign-up) and a caller acting as them. */
export async function newMember(name = `Membre Test ${++count}`) {
  const email = `member-${Date.now()}-${++count}@test.dz`;
  await (await callerAs(null, { ip: `10.9.${count}.1` })).auth.signUp({ name, email, password: "motdepasse1", confirmPassword: "motdepasse1" });
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true, slug: true, name: true } });
  return { ...user, caller: await callerForUser(user.id) };
}
