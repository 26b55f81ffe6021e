"use client";

import { lazy, Suspense, type ComponentProps, type ReactNode } from "react";

// What of an ad's comments is client code in the page's first load: two stand-ins and the loading of the rest.

const NewCommentForm = lazy(() => import("./comment-forms").then((m) => ({ default: m.NewCommentForm })));
const CommentItem = lazy(() => import("./comment-item").then((m) => ({ default: m.CommentItem })));

/**
 * A member's comment box. The form with its validation (zod) is a chunk of its own: hydration waits for it here
 * only, and a visitor who cannot comment never loads it; meanwhile (a client-side navigation) `standIn`, the same
 * form drawn read-only on the server, takes its place.
 */
export function NewComment({ adId, standIn }: { adId: string; standIn: ReactNode }) {
  return (
    <Suspense fallback={standIn}>
      <NewCommentForm adId={adId} />
    </Suspense>
  );
}

/**
 * A comment for a logged-in reader, with its buttons (comment-item.tsx, a chunk of its own): until it loads (a
 * client-side navigation) `standIn`, the same comment drawn on the server, takes its place.
 */
export function Comment({ standIn, ...props }: ComponentProps<typeof CommentItem> & { standIn: ReactNode }) {
  return (
    <Suspense fallback={standIn}>
      <CommentItem {...props} />
    </Suspense>
  );
}
