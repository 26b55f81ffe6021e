import { db } from "~/platform/db";
import { normalizePhone } from "~/lib/validation";
import { callerAs, callerForUser } from "./callers";

let count = 0;
/**
 * A fresh member account and a caller acting as them. A phone sign-up, which creates the account at once (an
 * e-mail sign-up waits for its activation link).
 */
export async function newMember(name = `Membre Test ${++count}`) {
  const n = ++count;
  const phone = `06${String((Date.now() % 1_000_000) * 100 + (n % 100)).padStart(8, "0")}`;
  await (
    await callerAs(null, { ip: `10.9.${n}.1` })
  ).auth.signUp({ name, phone, password: "motdepasse1", confirmPassword: "motdepasse1" });
  const user = await db.user.findUniqueOrThrow({
    where: { phone: normalizePhone(phone)! },
    select: { id: true, slug: true, name: true },
  });
  return { ...user, caller: await callerForUser(user.id) };
}
