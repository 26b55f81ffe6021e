import type { RetentionKey } from "~/modules/privacy/domain/purposes";
import { RETENTION } from "~/modules/privacy/domain/retention";
import type { MessageKey, MessageValues } from "~/lib/messages";

/** How long a purpose's data is kept, in words (the register on /privacy, the school's card on /settings). */
export function retentionText(
  say: (key: MessageKey, values?: MessageValues) => string,
  key: RetentionKey,
  schoolYears?: number,
): string {
  switch (key) {
    case "schoolWork":
      return schoolYears
        ? say("privacy.retention.schoolWorkYears", { years: schoolYears })
        : say("privacy.retention.schoolWork", { years: RETENTION.schoolWork.defaultYears });
    case "expiredAds":
      return say("privacy.retention.expiredAds", { days: RETENTION.expiredAds.days });
    case "logs":
      return say("privacy.retention.logs", { days: RETENTION.logs.days });
    default:
      return say(`privacy.retention.${key}`);
  }
}
