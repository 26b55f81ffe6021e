import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { sendChoices } from "./send-choices";
import { listSentMessages } from "./send-message";

/** What /notifications/send shows, as one action ('send notification' in the school): whom one may write to, and what was sent. */
export async function sendScreen(db: Db, actor: Actor, school: Scoped<"school">) {
  const [choices, sent] = await Promise.all([sendChoices(db, actor, school), listSentMessages(db, actor, school)]);
  return { choices, sent };
}
