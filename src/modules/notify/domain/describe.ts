import type { Locale } from "~/i18n/config";
import type { MessageKey, MessageValues } from "~/lib/messages";
import { formatDay, localName } from "~/ui/format";
import { composeBrief, composeTeacherBrief, weekOfParams } from "~/modules/notify/domain/compose-brief";
import { meetingMoment } from "~/modules/meetings/client";
import { DOCUMENT_KINDS, type DocumentKind } from "~/modules/documents/client";
import { formatMonth } from "~/modules/payments/client";
import { formatDinars } from "~/lib/money";

const isDocumentKind = (k: string): k is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(k);

type Format = (key: MessageKey, values?: MessageValues) => string;

export interface Described {
  /** a message's own title; the others have none */
  title: string | null;
  text: string;
  /** who sent it (messages) */
  sender: string | null;
}

/**
 * A notification in the reader's words, from its kind and the parameters stored with it (names, dates and
 * subjects in the three languages, so the text follows the reader's language, not the sender's).
 */
export function describeNotification(
  t: Format,
  locale: Locale,
  n: { kind: string; params: Record<string, string | number> },
): Described {
  const p = n.params;
  const str = (k: string) => (p[k] === undefined ? "" : String(p[k]));
  const subject = () =>
    localName(locale, { nameFr: str("subjectFr"), nameEn: str("subjectEn"), nameAr: str("subjectAr") });
  const day = (k: string) => (str(k) ? formatDay(locale, str(k)) : "");
  const documentKind = () => (isDocumentKind(str("kind")) ? t(`documents.kind.${str("kind") as DocumentKind}`) : "");
  const moment = (k: string) => (str(k) ? meetingMoment(locale, new Date(str(k))) : "");
  switch (n.kind) {
    case "message":
      return { title: str("title"), text: str("body"), sender: str("sender") || null };
    case "conversation.message":
      return {
        title: null,
        text: t("notifications.kind.conversation.message", { sender: str("sender") }),
        sender: null,
      };
    case "circular.published":
      return {
        title: null,
        text: t("notifications.kind.circular.published", { title: str("title"), sender: str("sender") }),
        sender: null,
      };
    case "meeting.booked":
      return {
        title: null,
        text: t("notifications.kind.meeting.booked", {
          parent: str("parent"),
          student: str("student"),
          at: moment("at"),
        }),
        sender: null,
      };
    case "meeting.cancelled":
      return {
        title: null,
        text: t("notifications.kind.meeting.cancelled", { by: str("by"), reason: str("reason"), at: moment("at") }),
        sender: null,
      };
    case "meeting.reminder":
      return {
        title: null,
        text: t("notifications.kind.meeting.reminder", { with: str("with"), at: moment("at") }),
        sender: null,
      };
    case "meeting.day":
      return {
        title: null,
        text: t("notifications.kind.meeting.day", { title: str("title"), at: moment("at") }),
        sender: null,
      };
    case "circular.reminder":
      return { title: null, text: t("notifications.kind.circular.reminder", { title: str("title") }), sender: null };
    case "absence.recorded":
      return {
        title: null,
        text: t("notifications.kind.absence.recorded", {
          student: str("student"),
          subject: subject(),
          date: day("date"),
        }),
        sender: null,
      };
    case "absence.justified":
      return {
        title: null,
        text: t("notifications.kind.absence.justified", { student: str("student"), count: Number(p.count ?? 1) }),
        sender: null,
      };
    case "absence.decided":
      return {
        title: null,
        text: t(Number(p.accepted) ? "notifications.kind.absence.accepted" : "notifications.kind.absence.refused", {
          count: Number(p.count ?? 1),
        }),
        sender: null,
      };
    case "homework.set": {
      // the homework's first words tell two of the same subject and day apart (notifications stored before have none);
      // isolated in Arabic, where the teacher's French would otherwise move its punctuation
      const title = str("title") && (locale === "ar" ? `\u2068${str("title")}\u2069` : str("title"));
      const values = { subject: subject(), date: day("dueOn"), title };
      const key = str("dueOn")
        ? title
          ? "notifications.kind.homework.setDueTitled"
          : "notifications.kind.homework.setDue"
        : title
          ? "notifications.kind.homework.setTitled"
          : "notifications.kind.homework.set";
      return { title: null, text: t(key, values), sender: null };
    }
    case "reportCard.published":
      return {
        title: null,
        text: t("notifications.kind.reportCard.published", { term: Number(p.term ?? 1) }),
        sender: null,
      };
    case "marks.released":
      return { title: null, text: t("notifications.kind.marks.released", { subject: subject() }), sender: null };
    case "event.published":
      return {
        title: null,
        text: t("notifications.kind.event.published", { title: str("title"), date: day("date") }),
        sender: null,
      };
    case "payment.overdue": {
      const months = str("months")
        .split(",")
        .filter(Boolean)
        .map((m) => formatMonth(locale, m));
      return {
        title: null,
        text: t("notifications.kind.payment.overdue", {
          student: str("student"),
          amount: formatDinars(Number(p.amount ?? 0), locale),
          months: months.join(locale === "ar" ? "، " : ", "),
        }),
        sender: null,
      };
    }
    case "brief.weekly": {
      const brief = composeBrief(t, weekOfParams(p), {
        school: "",
        detailed: true,
        money: (c) => formatDinars(c, locale),
      });
      return {
        title: null,
        text: brief.empty
          ? t("notifications.kind.brief.calm", { child: str("child") })
          : t("notifications.kind.brief.weekly", { child: str("child"), lines: brief.lines.join(" ") }),
        sender: null,
      };
    }
    case "brief.teacher":
      return {
        title: null,
        text: t("notifications.kind.brief.teacher", {
          lines: composeTeacherBrief(t, {
            uncorrected: Number(p.uncorrected ?? 0),
            missingEntries: Number(p.missingEntries ?? 0),
          }).join(" "),
        }),
        sender: null,
      };
    case "family.request":
      return { title: null, text: t("notifications.kind.family.request", { parent: str("parent") }), sender: null };
    case "family.decided":
      return {
        title: null,
        text: Number(p.accepted)
          ? t("notifications.kind.family.accepted")
          : t("notifications.kind.family.refused", { reason: str("reason") || "—" }),
        sender: null,
      };
    case "payment.proof":
      return {
        title: null,
        text: t("notifications.kind.payment.proof", {
          student: str("student"),
          amount: formatDinars(Number(p.amount ?? 0), locale),
        }),
        sender: null,
      };
    case "payment.proofDecided":
      return {
        title: null,
        text: Number(p.accepted)
          ? t("notifications.kind.payment.proofAccepted")
          : t("notifications.kind.payment.proofRefused", { reason: str("reason") || "—" }),
        sender: null,
      };
    case "ad.matched":
      return { title: null, text: t("notifications.kind.ad.matched", { count: Number(p.count) || 1 }), sender: null };
    case "ad.claim": {
      const accepted = String(p.accepted ?? "");
      const key =
        accepted === ""
          ? "notifications.kind.ad.claimed"
          : accepted === "1"
            ? "notifications.kind.ad.claimAccepted"
            : "notifications.kind.ad.claimRefused";
      return { title: null, text: t(key), sender: null };
    }
    case "ad.message":
      return { title: null, text: t("notifications.kind.ad.message"), sender: null };
    case "document.requested":
      return {
        title: null,
        text: t("notifications.kind.document.requested", { student: str("student"), kind: documentKind() }),
        sender: null,
      };
    case "document.decided": {
      const status = str("status");
      const key =
        status === "REFUSED"
          ? "notifications.kind.document.refused"
          : status === "WITHDRAWN"
            ? "notifications.kind.document.withdrawn"
            : "notifications.kind.document.issued";
      return { title: null, text: t(key, { kind: documentKind() }), sender: null };
    }
    case "privacy.request":
      return {
        title: null,
        text: t(
          str("kind") === "ERASURE" ? "notifications.kind.privacy.erasure" : "notifications.kind.privacy.correction",
        ),
        sender: null,
      };
    case "privacy.decided":
      return {
        title: null,
        text: t(Number(p.accepted) ? "notifications.kind.privacy.done" : "notifications.kind.privacy.refused"),
        sender: null,
      };
    default:
      return { title: null, text: t("notifications.kind.other"), sender: null };
  }
}
