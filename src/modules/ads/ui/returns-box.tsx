"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import type * as ReturnsForms from "./returns-forms";

// What of the board's claims, messages and extension is client code in an ad page's first load: the loading of the
// forms (returns-forms.tsx, a chunk of its own, with zod), nothing else; until they load nothing stands in their place.

const forms = () => import("./returns-forms");
const ClaimFormLazy = lazy(() => forms().then((m) => ({ default: m.ClaimForm })));
const ClaimDecisionLazy = lazy(() => forms().then((m) => ({ default: m.ClaimDecision })));
const MessageFormLazy = lazy(() => forms().then((m) => ({ default: m.MessageForm })));
const BlockButtonLazy = lazy(() => forms().then((m) => ({ default: m.BlockButton })));
const ReportMessageLazy = lazy(() => forms().then((m) => ({ default: m.ReportMessageButton })));
const ExtendButtonLazy = lazy(() => forms().then((m) => ({ default: m.ExtendButton })));

type Forms = typeof ReturnsForms;

export const ClaimForm = (props: ComponentProps<Forms["ClaimForm"]>) => (
  <Suspense fallback={null}>
    <ClaimFormLazy {...props} />
  </Suspense>
);
export const ClaimDecision = (props: ComponentProps<Forms["ClaimDecision"]>) => (
  <Suspense fallback={null}>
    <ClaimDecisionLazy {...props} />
  </Suspense>
);
export const MessageForm = (props: ComponentProps<Forms["MessageForm"]>) => (
  <Suspense fallback={null}>
    <MessageFormLazy {...props} />
  </Suspense>
);
export const BlockButton = (props: ComponentProps<Forms["BlockButton"]>) => (
  <Suspense fallback={null}>
    <BlockButtonLazy {...props} />
  </Suspense>
);
export const ReportMessageButton = (props: ComponentProps<Forms["ReportMessageButton"]>) => (
  <Suspense fallback={null}>
    <ReportMessageLazy {...props} />
  </Suspense>
);
export const ExtendButton = (props: ComponentProps<Forms["ExtendButton"]>) => (
  <Suspense fallback={null}>
    <ExtendButtonLazy {...props} />
  </Suspense>
);
