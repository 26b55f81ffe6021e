"use client";

import { Button } from "@mantine/core";
import { copyText } from "~/features/ads/copy-link";
import { toast } from "~/features/shell/toast";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { eventPath } from "./format";

/** Share (the device's sheet where there is one) and copy the event's link: 'The link has been copied!'. */
export function ShareButtons({ slug, title }: { slug: string; title: string }) {
  const t = useT();
  const locale = useLocale();
  const link = () => `${window.location.origin}${localizedPath(locale, eventPath(slug))}`;
  const copy = async () => {
    await copyText(link());
    toast.success(t("success.linkCopied"));
  };
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url: link() });
      } catch {
        // the share sheet was closed
      }
      return;
    }
    await copy();
  };
  return (
    <>
      <Button variant="light" onClick={share} data-testid="share-event">
        {t("ads.page.share")}
      </Button>
      <Button variant="light" onClick={copy} data-testid="copy-link">
        {t("ads.page.copyLink")}
      </Button>
    </>
  );
}
