import { AnchorButton } from "~/ui/marks";
import { M } from "~/ui/markup";
import { Card, Text } from "~/ui/page-marks";
import type { Locale } from "~/i18n/config";
import { t as tr } from "~/i18n/server";
import { formatPhoneNational } from "~/lib/phone";
import css from "./ad-page.module.css";

export interface AdContact {
  name: string;
  whatsapp: string | null;
  viber: string | null;
  messenger: string | null;
  phone: string | null;
}

const digits = (e164: string) => e164.replace(/\D/g, "");

/** Links that open the apps themselves: WhatsApp and Messenger chats, Viber, the phone's dialer. */
function contactLinks(contact: AdContact) {
  return [
    contact.whatsapp && {
      key: "whatsapp",
      href: `https://wa.me/${digits(contact.whatsapp)}`,
      color: "green",
      label: "WhatsApp",
    },
    contact.viber && {
      key: "viber",
      href: `viber://chat?number=%2B${digits(contact.viber)}`,
      color: "violet",
      label: "Viber",
    },
    contact.messenger && {
      key: "messenger",
      href: `https://m.me/${encodeURIComponent(contact.messenger)}`,
      color: "blue",
      label: "Messenger",
    },
    contact.phone && {
      key: "phone",
      href: `tel:${contact.phone}`,
      color: "gray",
      label: formatPhoneNational(contact.phone),
    },
  ].filter((link): link is { key: string; href: string; color: string; label: string } => !!link);
}

/**
 * Rendered on the server: the phone is written the Algerian way there, so the ad page carries no phone library
 * (libphonenumber-js, 9 kB) to the browser.
 */
export function ContactButtons({ contact, locale }: { contact: AdContact; locale: Locale }) {
  const t = (key: Parameters<typeof tr>[1], values?: Parameters<typeof tr>[2]) => tr(locale, key, values);
  return (
    <Card>
      <Text weight={700} style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {t("ads.page.contact", { name: contact.name })}
      </Text>
      <div className={`${M.simpleGrid} ${css.contacts}`}>
        {contactLinks(contact).map((link) => (
          <AnchorButton
            key={link.key}
            href={link.href}
            target={link.href.startsWith("https:") ? "_blank" : undefined}
            rel="noopener"
            color={link.color}
            variant={link.key === "phone" ? "default" : "filled"}
            testId={`contact-${link.key}`}
            label={link.key === "phone" ? `${t("ads.page.call")} ${link.label}` : link.label}
          >
            {/* one inline run: the button's label is a flex box, which would swallow the spaces */}
            <span>
              {link.key === "phone" && `${t("ads.page.call")} · `}
              <bdi dir="ltr">{link.label}</bdi>
            </span>
          </AnchorButton>
        ))}
      </div>
    </Card>
  );
}
