import { Column, Columns, Heading, LinkButton, Page, Panel, Para, Row } from "~/ui/prose";
import { localizedPath } from "~/i18n/config";
import { pageLocale, pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";
import { getActor } from "~/platform/auth/session";
import classes from "./home.module.css";

export const generateMetadata = pageMetadata("home.title");

const FEATURES: { title: MessageKey; text: MessageKey }[] = [
  { title: "home.feature.follow.title", text: "home.feature.follow.text" },
  { title: "home.feature.communicate.title", text: "home.feature.communicate.text" },
  { title: "home.feature.lostFound.title", text: "home.feature.lostFound.text" },
];

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  return (
    <Page>
      <Column gap="lg" maxWidth={720}>
        <Heading className={classes.heading}>
          {actor ? t(locale, "home.welcome", { name: actor.name }) : t(locale, "home.heading")}
        </Heading>
        <Para size="lg" dimmed>
          {t(locale, "home.lead")}
        </Para>
        {!actor && (
          <Row>
            <LinkButton href={localizedPath(locale, "/signup")}>{t(locale, "home.cta.signup")}</LinkButton>
            <LinkButton href={localizedPath(locale, "/login")} variant="default">
              {t(locale, "home.cta.login")}
            </LinkButton>
          </Row>
        )}
      </Column>
      <Columns className={classes.features}>
        {FEATURES.map((f) => (
          <Panel key={f.title}>
            <div className={classes.featureTitle}>
              <Para bold>{t(locale, f.title)}</Para>
            </div>
            <Para size="sm" dimmed>
              {t(locale, f.text)}
            </Para>
          </Panel>
        ))}
      </Columns>
    </Page>
  );
}
