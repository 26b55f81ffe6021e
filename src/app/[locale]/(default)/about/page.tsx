import { Column, Heading, Page, Para } from "~/ui/prose";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";

export const generateMetadata = pageMetadata("about.title");

export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <Page size="md">
      <Column>
        <Heading>{t(locale, "about.heading")}</Heading>
        <Para size="lg">{t(locale, "about.p1")}</Para>
        <Para>{t(locale, "about.p2")}</Para>
        <Para>{t(locale, "about.p3")}</Para>
        <Para dimmed>{t(locale, "site.tagline")}</Para>
      </Column>
    </Page>
  );
}
