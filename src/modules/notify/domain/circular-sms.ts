import type { MessageKey, MessageValues } from "~/lib/messages";
import { smsSize } from "~/lib/sms-segments";

type Say = (key: MessageKey, values?: MessageValues) => string;

/** A circular's SMS never costs more than two segments: a long title is shortened to fit, the rest is kept. */
export const CIRCULAR_SMS_SEGMENTS = 2;

export interface CircularSmsParams {
  school: string;
  title: string;
  /** NONE, ACKNOWLEDGE or CONSENT ("" for a notification stored before the SMS said it) */
  answer: string;
  /** the last day to answer, "YYYY-MM-DD", or "" */
  deadline: string;
  reminder: boolean;
}

/**
 * What a family without a smartphone reads of a circular (issue 48): which one, what is asked, by when — the school's
 * name and the circular's title are the school's own words, never a child's. Dates as 10/12, the way they are
 * written by hand in Algeria. The title is cut (with "...", which keeps a French text in GSM-7) until the message
 * fits in two segments, measured by the counter the sender's estimate uses.
 */
export function circularSms(say: Say, params: CircularSmsParams): string {
  const deadline = /^\d{4}-(\d{2})-(\d{2})$/.exec(params.deadline);
  const values = {
    school: params.school,
    answer: params.answer || "NONE",
    deadline: deadline ? `${deadline[2]}/${deadline[1]}` : "none",
  };
  const compose = (title: string) =>
    say(params.reminder ? "notifications.sms.circularReminder" : "notifications.sms.circular", { ...values, title });
  const chars = [...params.title.trim()];
  let text = compose(chars.join(""));
  for (let keep = chars.length - 1; smsSize(text).segments > CIRCULAR_SMS_SEGMENTS && keep > 0; keep--) {
    text = compose(`${chars.slice(0, keep).join("").trimEnd()}...`);
  }
  return text;
}
