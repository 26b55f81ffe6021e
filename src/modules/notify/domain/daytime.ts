/**
 * When an SMS may leave (issue 31): between 08:00 and 21:00 in Algeria (UTC+1 all year, no daylight saving), never
 * during Friday's prayer (12:00–14:00). A message due outside waits for the next allowed minute, as pushes wait for
 * the quiet hours. Client-safe.
 */
export const SMS_FROM = 8 * 60;
export const SMS_TO = 21 * 60;
const FRIDAY = 5;
const PRAYER = { from: 12 * 60, to: 14 * 60 };
const DAY = 24 * 60;
const OFFSET = 60;

export function smsSendTime(now: Date): Date {
  const minute = Math.floor(now.getTime() / 60_000) + OFFSET;
  let local = minute;
  // at most a day and a half ahead: walk to the next allowed minute by whole windows
  for (let i = 0; i < 4; i++) {
    const day = Math.floor(local / DAY);
    const m = local - day * DAY;
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (m < SMS_FROM) local = day * DAY + SMS_FROM;
    else if (m >= SMS_TO) local = (day + 1) * DAY + SMS_FROM;
    else if (weekday === FRIDAY && m >= PRAYER.from && m < PRAYER.to) local = day * DAY + PRAYER.to;
    else break;
  }
  return local === minute ? now : new Date((local - OFFSET) * 60_000);
}
