import { Badge, Card, Container, Stack, Text, Title } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import { pageRead } from "~/modules/school/ui/school-page";
import { formatDay } from "~/ui/format";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { formatDinars } from "~/lib/money";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("verify.title");

/**
 * /verify/{code} (issue 32): what a printed paper's QR code opens, for anyone — the school, the day, the pupil's
 * initials, class and year, valid or withdrawn, and nothing else. An unknown code is the 404 page; too many unknown
 * codes from one address, a message and no lookup.
 */
export default async function Page({ params }: { params: Promise<{ locale: string; code: string }> }) {
  const locale = await pageLocale(params);
  const { code } = await params;
  let result;
  try {
    result = await pageRead((await api()).verify.check({ code: decodeURIComponent(code).slice(0, 40) }));
  } catch (error) {
    if (!(error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS")) throw error;
    return (
      <Container size="sm" py="xl">
        <Text data-testid="verify-too-many">{t(locale, "verify.tooMany")}</Text>
      </Container>
    );
  }
  const date = formatDay(locale, result.issuedOn, "long");
  // names, initials and numbers in Latin letters keep their own direction inside an Arabic sentence
  const iso = (value: string) => `\u2068${value}\u2069`;
  const sentence =
    result.kind === "reportCard"
      ? t(locale, "verify.reportCard", {
          term: t(locale, "grades.term", { type: result.term.type, number: result.term.number }),
          year: iso(result.year),
          school: iso(result.school),
          date,
          initials: iso(result.initials),
          className: iso(result.className),
        })
      : result.kind === "document"
        ? t(locale, "verify.document", {
            kind: t(locale, `documents.kind.${result.document.kind}`),
            number: iso(result.document.number),
            school: iso(result.school),
            date,
            year: iso(result.year),
            initials: iso(result.initials),
            className: iso(result.className),
          })
        : t(locale, "verify.receipt", {
            number: iso(result.receipt.number),
            amount: iso(formatDinars(result.receipt.amount, locale)),
            school: iso(result.school),
            date,
            year: iso(result.year),
            initials: iso(result.initials),
            className: result.className ? iso(result.className) : "none",
          });
  const help = result.valid
    ? "verify.validHelp"
    : result.kind === "reportCard"
      ? "verify.cardWithdrawn"
      : result.kind === "document"
        ? "verify.documentWithdrawn"
        : "verify.receiptWithdrawn";
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="lg" data-testid="verify-result" data-valid={result.valid ? "true" : "false"}>
        <Stack gap="sm">
          <Title order={1} fz="h2">
            {t(locale, "verify.title")}
          </Title>
          <Badge size="lg" color={result.valid ? "teal" : "red"} variant="light" data-testid="verify-status">
            {t(locale, result.valid ? "verify.valid" : "verify.withdrawn")}
          </Badge>
          <Text>{sentence}</Text>
          <Text fw={600}>{t(locale, help)}</Text>
          <Text size="sm" c="dimmed">
            {t(locale, "verify.privacy")}
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}
