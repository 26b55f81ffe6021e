import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { env, isProduction } from "~/env";
import { logger } from "~/platform/logger.mjs";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise the mail is printed to the console (development), and
 * appended to MAIL_OUTBOX_FILE when set, which is where the end-to-end tests read reset links.
 */
let transport: nodemailer.Transporter | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  if (env.MAIL_OUTBOX_FILE) {
    await mkdir(path.dirname(path.resolve(env.MAIL_OUTBOX_FILE)), { recursive: true });
    await appendFile(env.MAIL_OUTBOX_FILE, JSON.stringify({ ...mail, at: new Date().toISOString() }) + "\n");
  }
  if (env.SMTP_URL) {
    transport ??= nodemailer.createTransport(env.SMTP_URL);
    await transport.sendMail({ from: env.MAIL_FROM, ...mail });
    return;
  }
  if (isProduction) logger.warn("mail not sent: SMTP_URL is not set");
  // development's outbox: the developer reads the link here (not an operational log, never in production)
  else console.info(`[mail] to: ${mail.to}\nsubject: ${mail.subject}\n\n${mail.text}\n`);
}
