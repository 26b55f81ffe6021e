import { Container, Stack, Title } from "@mantine/core";
import Link from "next/link";
import { AdCard } from "~/modules/ads/ui/ad-card";
import classes from "~/modules/ads/ui/ad-card.module.css";
import { adPaths } from "~/modules/ads/ui/labels";
import { HandBackButton, LostItemForm, LostRulesForm } from "~/modules/ads/ui/lost-property-forms";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { anchorAttributes, Stack as Column, Text } from "~/ui/page-marks";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { getIntl, t } from "~/i18n/server";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("lostProperty.title");

/**
 * /lost-property (issue 33): what was found at school, for its families and staff only — never on the public board.
 * Each item opens its ad page, where a parent or pupil claims it by answering its question; the administration posts
 * items, hands one back at the desk, and chooses how long items wait and where they go unclaimed.
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale, school } = await schoolPage(params, "/lost-property");
  const caller = await api();
  const [list, choices] = await Promise.all([
    pageRead(caller.ads.lostProperty({ schoolId: school.id })),
    caller.ads.choices(),
  ]);
  const intl = getIntl(locale);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Column gap="xs">
          <Title order={1} fz="h2">
            {t(locale, "lostProperty.title")}
          </Title>
          <Text dimmed testId="lost-rules">
            {t(locale, `lostProperty.intro.${list.rules.fate}`, { days: list.rules.days })}
          </Text>
          <Text size="sm">
            <Link href={localizedPath(locale, adPaths.post)} {...anchorAttributes("sm")}>
              {t(locale, "lostProperty.lostSomething")}
            </Link>
          </Text>
        </Column>
        {list.canManage && (
          <LostItemForm
            schoolId={school.id}
            categories={choices.categories}
            wilayas={choices.wilayas}
            place={list.place}
          />
        )}
        <section aria-labelledby="waiting-title">
          <Column gap="sm">
            <Title order={2} fz="h4" id="waiting-title">
              {t(locale, "lostProperty.waiting", { count: list.waiting.length })}
            </Title>
            {list.waiting.length === 0 ? (
              <Text dimmed>{t(locale, "lostProperty.none")}</Text>
            ) : (
              <div className={classes.grid} data-testid="lost-items">
                {list.waiting.map((item) => (
                  <div key={item.id} data-testid="lost-item">
                    <AdCard ad={item} locale={locale} />
                    <Text size="xs" dimmed>
                      {item.unclaimedOn
                        ? t(locale, "lostProperty.until", {
                            date: intl.formatDate(item.unclaimedOn, { dateStyle: "medium", timeZone: "UTC" }),
                          })
                        : ""}
                    </Text>
                    {list.canManage && <HandBackButton adId={item.id} />}
                  </div>
                ))}
              </div>
            )}
          </Column>
        </section>
        {list.returned.length > 0 && (
          <section aria-labelledby="returned-title">
            <Column gap="sm">
              <Title order={2} fz="h4" id="returned-title">
                {t(locale, "lostProperty.returned")}
              </Title>
              <div className={classes.grid}>
                {list.returned.map((item) => (
                  <AdCard key={item.id} ad={item} locale={locale} showStatus />
                ))}
              </div>
            </Column>
          </section>
        )}
        {list.canManage && <LostRulesForm schoolId={school.id} days={list.rules.days} fate={list.rules.fate} />}
      </Stack>
    </Container>
  );
}
