"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import type { MessageAction } from "./message-dialogs";

const load = () => import("./message-dialogs");
const MessageDialogs = lazy(() => load().then((m) => ({ default: m.MessageDialogs })));
// the voice notes' player loads on the first press of a note's button
const loadVoice = () => import("./voice-player");

/**
 * The tools of every message of a conversation (edit, delete, report; its voice notes' player) with one listener: the buttons are the server's
 * HTML (`data-action`, `data-message` on a button inside the message's `<li>`, its words in `[data-text]`), so a
 * conversation of 200 messages hydrates one component, not 200; the dialogs load on the first click.
 */
export function ThreadTools({ threadId }: { threadId: string }) {
  const [open, setOpen] = useState<{ action: MessageAction; messageId: string; body: string } | null>(null);
  useEffect(() => {
    const thread = document.getElementById(threadId);
    if (!thread) return;
    let voiceLoaded = false;
    const onClick = (event: MouseEvent) => {
      const voice = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-voice]");
      if (voice && thread.contains(voice)) {
        voiceLoaded = true;
        return void loadVoice().then((m) => m.toggleVoiceNote(thread, voice));
      }
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-action]");
      if (!button || !thread.contains(button)) return;
      const body = button.closest("li")?.querySelector("[data-text]")?.textContent ?? "";
      setOpen({ action: button.dataset.action as MessageAction, messageId: button.dataset.message!, body });
    };
    const warm = (event: Event) => (event.target as Element | null)?.closest?.("button[data-action]") && void load();
    thread.addEventListener("click", onClick);
    thread.addEventListener("pointerover", warm);
    thread.addEventListener("focusin", warm);
    return () => {
      if (voiceLoaded) void loadVoice().then((m) => m.forgetThread(thread));
      thread.removeEventListener("click", onClick);
      thread.removeEventListener("pointerover", warm);
      thread.removeEventListener("focusin", warm);
    };
  }, [threadId]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialogs action={open.action} messageId={open.messageId} body={open.body} onClose={() => setOpen(null)} />
    </Suspense>
  );
}
