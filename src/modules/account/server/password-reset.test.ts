import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Mail } from "~/platform/mail/mailer";
import { db } from "~/platform/db";
import { closeJobQueue } from "~/platform/jobs/queue";
import { drainMailQueue } from "~/platform/mail/queue";
import { callerAs, seedOnce } from "~/test/callers";

/**
 * Password-reset mails (issue 27): capped per address whoever asks, and sent after answering, through the queue, so
 * a known address answers as fast as an unknown one. SMTP is replaced at its client boundary.
 */
const outbox = vi.hoisted(() => [] as Mail[]);
vi.mock("~/platform/mail/mailer", () => ({ sendMail: async (mail: Mail) => void outbox.push(mail) }));

beforeAll(() => seedOnce());
afterAll(() => closeJobQueue());

const ask = async (email: string, ip: string) => (await callerAs(null, { ip })).auth.requestPasswordReset({ email });

describe("password reset requests", () => {
  it("answer before any mail is sent: the lookup and the mail are the queue's work", async () => {
    await drainMailQueue();
    outbox.length = 0;
    expect(await ask("member@wasla.dz", "10.40.0.1")).toEqual({ ok: true });
    expect(await ask("personne@inconnu.dz", "10.40.0.2")).toEqual({ ok: true });
    expect(outbox).toEqual([]);
    expect(await db.passwordResetToken.count()).toBe(0);
    expect(await drainMailQueue()).toBe(2);
    expect(outbox.map((m) => m.to)).toEqual(["member@wasla.dz"]);
    expect(outbox[0]!.text).toMatch(/reset-password\?token=/);
  });

  it("send at most 3 mails an hour to one address, asked from 8 addresses: the answer stays the same", async () => {
    await drainMailQueue();
    outbox.length = 0;
    const answers = [];
    for (let i = 0; i < 8; i++)
      answers.push(await ask(i % 2 ? "Teacher@wasla.dz" : "teacher@wasla.dz", `10.41.0.${i}`));
    expect(answers).toEqual(Array(8).fill({ ok: true }));
    await drainMailQueue();
    expect(outbox.map((m) => m.to)).toEqual(["teacher@wasla.dz", "teacher@wasla.dz", "teacher@wasla.dz"]);
  });
});
