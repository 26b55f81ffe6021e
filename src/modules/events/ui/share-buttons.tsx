"use client";

import { copyText } from "~/ui/copy-link";
import { toast } from "~/ui/shell/toast";
import { buttonClass } from "~/ui/prose";
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
      <button type="button" className={buttonClass("light", "sm")} onClick={share} data-testid="share-event">
        {t("ads.page.share")}
      </button>
      <button type="button" className={buttonClass("light", "sm")} onClick={copy} data-testid="copy-link">
        {t("ads.page.copyLink")}
      </button>
    </>
  );
}
