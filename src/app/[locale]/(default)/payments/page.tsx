import { Container, Stack, Text, Title } from "@mantine/core";
import { FeeManager } from "~/modules/payments/ui/fee-manager";
import { formatMonth } from "~/modules/payments/ui/format";
import { DiscountsCard } from "~/modules/payments/ui/discounts-card";
import { PayOnline } from "~/modules/payments/ui/pay-online";
import { FamilyProofs, ProofsQueue } from "~/modules/payments/ui/proofs-view";
import { TransferProofForm } from "~/modules/payments/ui/transfer-proof";
import { RecordPaymentForm } from "~/modules/payments/ui/record-payment-form";
import { ClassSituationView, SchoolSituationView } from "~/modules/payments/ui/school-situation-view";
import { paymentsPath, StudentPaymentsView } from "~/modules/payments/ui/student-payments-view";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { listParams } from "~/ui/list-params";
import type { Locale } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { localName } from "~/lib/local-name";
import type { MessageKey } from "~/lib/messages";
import { formatDinars } from "~/lib/money";
import { api } from "~/platform/api/server-caller";
import { can } from "~/platform/auth/actor";
import { feeName } from "~/modules/payments/domain/fee-name";

export const generateMetadata = pageMetadata("payments.title");

type Query = Record<string, string | string[] | undefined>;

/**
 * /payments: a parent reads each child's fees, months and payments (server-rendered); the school's payment staff
 * see the situation per class and month, open a class, then a student to record or cancel a payment, and those
 * with 'payment.edit' manage the year's fees. A student, or a teacher without payment rights, gets the 403 page.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Query>;
}) {
  // the payment staff and the school's parents, else the 403 page (the action's refusal)
  const { locale, actor, school } = await schoolPage(params, "/payments");
  const { one } = listParams(await searchParams);
  const classId = one("class");
  const screen = await pageRead(
    (await api()).payments.screen({ schoolId: school.id, student: one("student"), class: classId }),
  );

  if (screen.kind === "family") {
    const { students, data } = screen;
    // online payment, when the school takes it: the months still owed, those already due ticked
    const owed = data
      ? data.rows
          .filter((r) => r.due > r.paid)
          .map((r) => ({
            feeId: r.feeId,
            month: r.month,
            owed: r.due - r.paid,
            overdue: r.status !== "UPCOMING",
            label: `${data.fees.find((f) => f.id === r.feeId)?.name ?? ""} · ${formatMonth(locale, r.month)}`,
          }))
      : [];
    return (
      <Container size="md" py="xl">
        {data ? (
          <StudentPaymentsView
            locale={locale}
            data={data}
            students={students}
            online={
              <>
                {screen.online && owed.length > 0 && <PayOnline studentId={data.student.id} months={owed} />}
                {/* a postal transfer (CCP, BaridiMob): its proof, confirmed by the school */}
                {screen.canSendProof && (
                  <TransferProofForm
                    key={screen.proofs.length}
                    studentId={data.student.id}
                    months={owed}
                    today={schoolToday()}
                  />
                )}
                <FamilyProofs locale={locale} proofs={screen.proofs} />
              </>
            }
          />
        ) : (
          <NoChild locale={locale} />
        )}
      </Container>
    );
  }

  if (screen.kind === "student") {
    const { data } = screen;
    const feeNames = new Map(data.fees.map((f) => [f.id, feeName(locale, f)]));
    const months = data.rows
      .filter((r) => r.paid < r.due)
      .sort((a, b) => a.month.localeCompare(b.month))
      .map((r) => ({
        feeId: r.feeId,
        month: r.month,
        outstanding: r.due - r.paid,
        label: t(locale, "payments.record.monthLabel", {
          fee: isolate(feeNames.get(r.feeId) ?? ""),
          month: formatMonth(locale, r.month),
          amount: formatDinars(r.due - r.paid, locale),
        }),
      }));
    const back = classId
      ? { href: paymentsPath(locale, { class: classId }), label: t(locale, "payments.student.back") }
      : { href: paymentsPath(locale), label: t(locale, "payments.class.back") };
    return (
      <Container size="md" py="xl">
        <StudentPaymentsView
          locale={locale}
          data={data}
          back={back}
          canCancel={can(actor, "payment.edit", school.id)}
          form={
            <>
              {can(actor, "payment.create", school.id) && (
                <RecordPaymentForm
                  key={data.payments.length}
                  studentId={data.student.id}
                  months={months}
                  parents={data.parents}
                  today={schoolToday()}
                />
              )}
              {can(actor, "payment.edit", school.id) && (
                <DiscountsCard
                  key={`d${data.discounts.length}`}
                  studentId={data.student.id}
                  discounts={data.discounts}
                  fees={data.fees.map((f) => ({ id: f.id, name: feeName(locale, f) }))}
                />
              )}
            </>
          }
        />
      </Container>
    );
  }

  if (screen.kind === "class") {
    return (
      <Container size="md" py="xl">
        <ClassSituationView locale={locale} situation={screen.situation} classId={screen.classId} />
      </Container>
    );
  }
  const { situation, fees, choices } = screen;
  return (
    <Container size="lg" py="xl">
      <SchoolSituationView
        locale={locale}
        situation={situation}
        proofs={<ProofsQueue locale={locale} proofs={screen.proofs} />}
        fees={
          choices ? (
            <FeeManager
              schoolId={school.id}
              canDelete={can(actor, "payment.delete", school.id)}
              fees={fees.map((f) => ({
                id: f.id,
                name: feeName(locale, f),
                values: {
                  name: f.name,
                  nameAr: f.nameAr ?? "",
                  nameEn: f.nameEn ?? "",
                  kind: f.kind,
                  amount: f.amount,
                  months: f.months,
                  levelId: f.level?.id ?? null,
                  classId: f.class?.id ?? null,
                },
                summary: [
                  t(locale, `payments.fees.kind.${f.kind}` as MessageKey),
                  t(locale, "payments.perMonth", { amount: formatDinars(f.amount, locale) }),
                  f.class?.name ?? (f.level ? localName(locale, f.level) : t(locale, "payments.fees.forAll")),
                  monthSpan(locale, f.months),
                ].join(" · "),
              }))}
              choices={{
                levels: choices.levels.map((l) => ({ id: l.id, name: localName(locale, l) })),
                classes: choices.classes,
                months: choices.months.map((m) => ({ value: m, label: formatMonth(locale, m, "short") })),
              }}
            />
          ) : undefined
        }
      />
    </Container>
  );
}

function NoChild({ locale }: { locale: Locale }) {
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t(locale, "payments.title")}
      </Title>
      <Text c="dimmed">{t(locale, "payments.noStudent")}</Text>
    </Stack>
  );
}

/** "sept. 2026 – juin 2027 (10)" */
function monthSpan(locale: Locale, months: string[]) {
  if (months.length === 0) return "";
  const first = formatMonth(locale, months[0]!, "short");
  if (months.length === 1) return first;
  return `${first} – ${formatMonth(locale, months.at(-1)!, "short")} (${months.length})`;
}

/** Today on the school's clock (Algiers, UTC+1): the payment form's default day. */
function schoolToday() {
  return new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
}

/** A fee's name in its own direction inside a sentence of the page's (French names in an Arabic label). */
function isolate(text: string) {
  return `\u2068${text}\u2069`;
}
