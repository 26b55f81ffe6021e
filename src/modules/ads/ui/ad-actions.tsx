"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { toast } from "~/ui/shell/toast";
import { Button } from "~/ui/button";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { copyText } from "~/ui/copy-link";
import { prefetchReportModal, ReportModal } from "./report-modal";

// the author's delete button (and its confirmation) loads apart: a visitor never needs it
const DeleteAdButton = lazy(() => import("./delete-ad-button").then((m) => ({ default: m.DeleteAdButton })));

export interface AdActionsProps {
  ad: {
    id: string;
    slug: string;
    title: string;
    status: string;
    likeCount: number;
    liked: boolean;
    canEdit: boolean;
    canDelete: boolean;
    canModerate: boolean;
  };
  loggedIn: boolean;
  /** the ad's address, and where its deletion leads (unlocalized) */
  path: string;
  afterDelete: string;
  /** the author's edit link, drawn on the server */
  editLink?: ReactNode;
}

/**
 * Like, share, copy the link, report; edit and delete for the author. Liking and reporting need a login. Plain
 * buttons drawn as Mantine's (features/ui/button, markup); the edit link and the addresses come from the server
 * page, so this carries neither a link's markup nor the board's labels; the page draws the row they sit in.
 */
export function AdActions({ ad, loggedIn, path, afterDelete, editLink }: AdActionsProps) {
  const t = useT();
  const locale = useLocale();
  const [like, setLike] = useState({ liked: ad.liked, count: ad.likeCount });
  const [reporting, setReporting] = useState(false);
  const toggleLike = useLazyMutation((trpc, input: { adId: string; liked: boolean }) => trpc.ads.setLike.mutate(input));
  const moderate = useLazyMutation((trpc, input: { slug: string; status: "PUBLISHED" | "HIDDEN" }) =>
    trpc.ads.moderate.mutate(input),
  );
  const router = useRouter();
  const isPublic = ad.status === "PUBLISHED";

  const needLogin = () => toast.error(t("errors.loginRequired"));
  const link = () => `${window.location.origin}${localizedPath(locale, path)}`;
  const copy = async () => {
    await copyText(link());
    toast.success(t("success.linkCopied"));
  };
  const share = async () => {
    // the device's own share sheet where there is one (phones); elsewhere the link is copied
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: ad.title, url: link() });
      } catch {
        // the user closed the share sheet
      }
      return;
    }
    await copy();
  };
  const onLike = async () => {
    if (!loggedIn) return needLogin();
    try {
      const result = await toggleLike.mutateAsync({ adId: ad.id, liked: !like.liked });
      setLike({ liked: result.liked, count: result.likeCount });
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };

  const setStatus = async (status: "PUBLISHED" | "HIDDEN") => {
    try {
      await moderate.mutateAsync({ slug: ad.slug, status });
      toast.success(t("success.operation"));
      router.refresh();
    } catch (error) {
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    }
  };

  return (
    <>
      {isPublic && (
        <>
          <Button
            variant={like.liked ? "filled" : "light"}
            color="pink"
            onClick={onLike}
            loading={toggleLike.isPending}
            aria-pressed={like.liked}
            data-testid="like"
          >
            {like.liked ? "♥" : "♡"}&nbsp;{t("ads.page.likes", { count: like.count })}
          </Button>
          <Button variant="light" onClick={share} data-testid="share">
            {t("ads.page.share")}
          </Button>
          <Button variant="light" onClick={copy} data-testid="copy-link">
            {t("ads.page.copyLink")}
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={loggedIn ? () => setReporting(true) : needLogin}
            onPointerEnter={loggedIn ? prefetchReportModal : undefined}
            onFocus={loggedIn ? prefetchReportModal : undefined}
            data-testid="report-ad"
          >
            {t("ads.page.report")}
          </Button>
          <ReportModal opened={reporting} onClose={() => setReporting(false)} adId={ad.id} />
        </>
      )}
      {editLink}
      {ad.canDelete && (
        // until it loads (a client-side navigation), the same button stands inert
        <Suspense
          fallback={
            <Button color="red" variant="light">
              {t("ads.page.delete")}
            </Button>
          }
        >
          <DeleteAdButton slug={ad.slug} then={afterDelete} />
        </Suspense>
      )}
      {ad.canModerate && (
        <Button
          variant="outline"
          color={isPublic ? "gray" : "teal"}
          loading={moderate.isPending}
          onClick={() => setStatus(isPublic ? "HIDDEN" : "PUBLISHED")}
          data-testid="moderate-ad"
        >
          {t(isPublic ? "ads.page.hide" : "ads.page.publish")}
        </Button>
      )}
    </>
  );
}
