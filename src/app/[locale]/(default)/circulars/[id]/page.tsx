import { Anchor, Card, Container, Stack, Text, Title } from "@mantine/core";
import { notFound } from "next/navigation";
import { AnswerForm } from "~/modules/circulars/ui/answer-form";
import { CircularTools } from "~/modules/circulars/ui/circular-tools";
import classes from "~/modules/circulars/ui/circulars.module.css";
import { circularDay } from "~/modules/circulars/ui/format";
import { messageTime } from "~/modules/messages/ui/format";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { isolateText, localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("circulars.title");

const ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * /circulars/{id}: the circular; for a parent, each of their children it reached with the family's answer (or the
 * form to give it, until the deadline); for its sender and the school's administrators, the answers per class —
 * counts, then each pupil's family — with the reminder, the CSV export and the class lists to print.
 */
export default async function Page({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { id } = await params;
  const { locale } = await schoolPage(params, `/circulars/${id}`);
  if (!ID.test(id)) notFound();
  const caller = await api();
  const circular = await pageRead(caller.circulars.read({ circularId: id }));
  const results = circular.manage ? await pageRead(caller.circulars.results({ circularId: id, lists: true })) : null;
  const asks = circular.answer !== "NONE";
  return (
    <Container size="md" py="xl">
      <Stack>
        <Anchor href={localizedPath(locale, "/circulars")} size="sm" className="no-print">
          {t(locale, "circulars.title")}
        </Anchor>
        <div>
          <Title order={1} fz="h2">
            <bdi>{circular.title}</bdi>
          </Title>
          <Text size="sm" c="dimmed">
            {t(locale, "circulars.from", {
              sender: circular.sender ?? "—",
              date: circularDay(locale, circular.sentAt),
            })}
            {circular.deadline &&
              ` · ${t(locale, circular.closed ? "circulars.closedOn" : "circulars.byDeadline", { date: circularDay(locale, circular.deadline) })}`}
          </Text>
        </div>
        <Text className={classes.body} dir="auto">
          {circular.body}
        </Text>
        {circular.children.map((child) => (
          <Card key={child.studentId} withBorder data-testid="child-answer">
            <Stack gap="sm">
              <Text fw={700}>{t(locale, "circulars.for", { child: child.name })}</Text>
              {child.answeredAt && (
                <Text size="sm" data-testid="answered">
                  {t(
                    locale,
                    child.consent === true
                      ? "circulars.answered.yes"
                      : child.consent === false
                        ? "circulars.answered.no"
                        : "circulars.answered.read",
                    {
                      date: messageTime(locale, child.answeredAt),
                      name: isolateText(child.answeredBy ?? "—"),
                      signature: isolateText(child.signature ?? ""),
                    },
                  )}
                </Text>
              )}
              {asks && !circular.closed && (circular.answer === "CONSENT" || !child.answeredAt) && (
                <AnswerForm
                  circularId={circular.id}
                  studentId={child.studentId}
                  consentAsked={circular.answer === "CONSENT"}
                  initial={child.answeredAt ? { consent: child.consent, signature: child.signature } : undefined}
                />
              )}
            </Stack>
          </Card>
        ))}
        {results && (
          <Stack data-testid="circular-results">
            <Title order={2} fz="h3">
              {t(locale, "circulars.results")}
            </Title>
            <CircularTools circularId={circular.id} asksAnswer={asks} closed={circular.closed} />
            {results.circular.lastRemindedAt && (
              <Text size="sm" c="dimmed" data-testid="last-reminded">
                {t(locale, "circulars.lastReminded", { date: messageTime(locale, results.circular.lastRemindedAt) })}
              </Text>
            )}
            <Anchor
              href={`/api/circulars/${circular.id}/answers?lang=${locale}`}
              className="no-print"
              data-testid="export-answers"
            >
              {t(locale, "circulars.export")}
            </Anchor>
            {results.classes.map((c) => (
              <section key={c.classId ?? "none"} className={classes.classList} data-testid="class-answers">
                <Title order={3} fz="h4">
                  {c.className ?? t(locale, "circulars.noClass")}
                </Title>
                <p className={classes.counts} data-testid="class-counts">
                  {(asks
                    ? circular.answer === "CONSENT"
                      ? (["yes", "no"] as const)
                      : (["read"] as const)
                    : ([] as const)
                  ).map((s) => (
                    <span key={s}>
                      {t(locale, "circulars.count", { label: t(locale, `circulars.state.${s}`), count: c.counts[s] })}
                    </span>
                  ))}
                  <span>
                    {t(locale, "circulars.count", {
                      label: t(locale, "circulars.state.opened"),
                      count: c.counts.opened,
                    })}
                  </span>
                  <span>
                    {t(locale, "circulars.count", {
                      label: t(locale, "circulars.state.unopened"),
                      count: c.counts.unopened,
                    })}
                  </span>
                </p>
                <table className={classes.table}>
                  <thead>
                    <tr>
                      <th>{t(locale, "circulars.pupil")}</th>
                      <th>{t(locale, "circulars.state")}</th>
                      {circular.answer === "CONSENT" && (
                        <th className={classes.wide}>{t(locale, "circulars.signedBy")}</th>
                      )}
                      <th className={classes.wide}>{t(locale, "circulars.answeredAt")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.families.map((f) => (
                      <tr key={f.studentId} data-testid="family-answer">
                        <td>
                          <bdi>{f.name}</bdi>
                        </td>
                        <td className={classes.state} data-state={f.state}>
                          {t(locale, `circulars.state.${f.state}`)}
                        </td>
                        {circular.answer === "CONSENT" && (
                          <td className={classes.wide}>
                            <bdi>{f.signature ?? ""}</bdi>
                          </td>
                        )}
                        <td className={classes.wide}>{f.answeredAt ? messageTime(locale, f.answeredAt) : ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
