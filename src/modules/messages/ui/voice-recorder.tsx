"use client";

import { Button, Group, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useT } from "~/i18n/client";
import { VOICE_MAX_MS } from "~/modules/messages/domain/constants";
import { voiceTime } from "./format";

/** A recorded voice note, ready to send. */
export interface VoiceNote {
  blob: Blob;
  ms: number;
}

/**
 * What the recorder writes, in order of preference: AAC in MP4 plays everywhere (Safari records it, Chrome since
 * 126); else Opus in WebM (Chrome, Firefox; played by Safari since 18.4) or Ogg (Firefox). The server checks the bytes.
 */
const TYPES = [
  "audio/mp4;codecs=mp4a.40.2",
  "audio/mp4",
  "audio/webm;codecs=opus",
  "audio/webm",
  "audio/ogg;codecs=opus",
];

export const canRecord = () =>
  typeof window !== "undefined" && "MediaRecorder" in window && !!navigator.mediaDevices?.getUserMedia;

/**
 * Record a voice note in the browser (MediaRecorder): a press starts, "Stop" ends (or five minutes do), the note can
 * be listened to and removed before sending. The microphone is released as soon as the recording ends.
 */
export function VoiceRecorder({
  note,
  onChange,
  disabled,
}: {
  note: VoiceNote | null;
  onChange: (note: VoiceNote | null) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const [recording, setRecording] = useState<{ recorder: MediaRecorder; startedAt: number } | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [denied, setDenied] = useState(false);
  const [supported, setSupported] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => setSupported(canRecord()), []);
  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => {
      const ms = Date.now() - recording.startedAt;
      setElapsed(ms);
      if (ms >= VOICE_MAX_MS) recording.recorder.stop();
    }, 250);
    return () => clearInterval(timer);
  }, [recording]);
  // the preview's object URL lives as long as the note
  useEffect(() => {
    if (!note) return;
    const url = URL.createObjectURL(note.blob);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [note]);

  async function start() {
    setDenied(false);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setDenied(true);
      return;
    }
    const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: 32_000 });
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setRecording(null);
      setElapsed(0);
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || "audio/webm" });
      if (blob.size > 0) onChange({ blob, ms: Math.min(Date.now() - startedAt, VOICE_MAX_MS) });
    };
    recorder.start(1000);
    setRecording({ recorder, startedAt });
  }

  if (!supported) return null;
  return (
    <div data-testid="voice-recorder">
      {recording ? (
        <Group gap="xs">
          <Text size="sm" c="red" role="status" data-testid="voice-recording">
            {t("messages.voice.recording", { time: voiceTime(elapsed) })}
          </Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => recording.recorder.stop()}
            data-testid="voice-stop"
          >
            {t("messages.voice.stop")}
          </Button>
        </Group>
      ) : note && preview ? (
        <Group gap="xs" wrap="nowrap">
          <audio
            controls
            src={preview}
            preload="metadata"
            style={{ maxWidth: "100%", height: 36 }}
            aria-label={t("messages.voice.note", { time: voiceTime(note.ms) })}
          />
          <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)} data-testid="voice-remove">
            {t("messages.voice.remove")}
          </Button>
        </Group>
      ) : (
        <Button size="xs" variant="light" onClick={() => void start()} disabled={disabled} data-testid="voice-record">
          {t("messages.voice.record")}
        </Button>
      )}
      {denied && (
        <Text size="sm" c="red" role="alert" mt={4}>
          {t("messages.voice.denied")}
        </Text>
      )}
    </div>
  );
}
