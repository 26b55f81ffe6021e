import { Center, Container, Group, Paper } from "@mantine/core";
import { AnchorLink } from "~/features/ui/links";
import type { ReactNode } from "react";
import { ColorModeSwitch, LanguageSwitcher } from "~/features/shell/switches";
import { localizedPath } from "~/i18n/config";
import { pageLocale } from "~/i18n/page";
import { t } from "~/i18n/server";

/** The minimal layout: logo, language and colour switches, one card. Login, sign-up, password screens. */
export default async function MinimalLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return (
    <Container size={460} py="xl">
      <Group justify="space-between" mb="lg">
        <AnchorLink href={localizedPath(locale, "/")} fw={800} fz="xl" underline="never">
          {t(locale, "site.name")}
        </AnchorLink>
        <Group gap="xs">
          <LanguageSwitcher />
          <ColorModeSwitch />
        </Group>
      </Group>
      <Center>
        <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" component="main">
          {children}
        </Paper>
      </Center>
    </Container>
  );
}
