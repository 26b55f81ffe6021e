import { describe, expect, it } from "vitest";
import { mp4Box, mp4Voice, oggVoice, webmVoice } from "~/test/voice-notes";
import { audioFileType } from "./audio-type";

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.isBuffer(p) ? p : Buffer.from(p))),
  );
const pad = Buffer.alloc(64);
const page = "<html><body><script>fetch('/api/trpc/account.me')</script></body></html>";

describe("a voice note's type, from its structure", () => {
  it.each([
    ["Chrome's and Firefox's WebM (Opus)", webmVoice(), "audio/webm"],
    ["a WebM with Vorbis", webmVoice("A_VORBIS"), "audio/webm"],
    ["Firefox's Ogg (Opus)", oggVoice(), "audio/ogg"],
    ["an Ogg with Vorbis", oggVoice("\x01vorbis\x00\x00\x00\x00\x02\x44\xac\x00\x00"), "audio/ogg"],
    ["Chrome's fragmented MP4 (AAC)", mp4Voice(), "audio/mp4"],
    ["Safari's M4A", mp4Voice("M4A "), "audio/mp4"],
  ])("%s", (_name, file, mime) => {
    expect(audioFileType(file)?.mime).toBe(mime);
  });

  it.each([
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], pad)],
    ["a HEIC photo (ISO media, not audio)", mp4Voice("heic")],
    ["a Matroska video that is not WebM", webmVoice("A_OPUS", "matroska")],
    ["an HTML page", bytes("<!doctype html><script>alert(1)</script>", pad)],
    ["too short", bytes("OggS")],
    // the first bytes right, the rest not (issue 47: the first bytes used to be enough)
    [
      "a WebM header alone, then noise",
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], "B\u0082\u0084webm", Buffer.alloc(2000, 7)),
    ],
    ["a WebM whose only track is video (VP8)", webmVoice("V_VP8")],
    ["a WebM with a page in its cluster", webmVoice("A_OPUS", "webm", Buffer.from(page))],
    ["an Ogg header alone, then a page", bytes("OggS", [0, 2], pad, page)],
    ["an Ogg whose first packet is no codec's header", oggVoice("<script>x</script>")],
    ["an Ogg whose first packet is a Theora video", oggVoice("\x80theora\x03\x02\x01")],
    ["an Ogg with a page appended after its last page", bytes(oggVoice(), page)],
    ["an Ogg cut inside a page", oggVoice().subarray(0, 100)],
    ["an MP4 ftyp alone, then noise", bytes([0, 0, 0, 0x1c], "ftypM4A ", Buffer.alloc(64, 7))],
    ["an MP4 whose track is video (vide)", mp4Voice("isom", "vide")],
    [
      "an MP4 without media data (no mdat)",
      mp4Voice("isom", "soun", [mp4Box("moov", Buffer.alloc(40)), mp4Box("free", Buffer.alloc(8))]),
    ],
    ["an MP4 with an HTML box after its media", bytes(mp4Voice(), mp4Box("html", Buffer.from(page)))],
    // the recording with its media data (the last box, 908 bytes) replaced by a page
    ["an MP4 whose mdat holds a page", bytes(mp4Voice().subarray(0, -908), mp4Box("mdat", Buffer.from(page)))],
  ])("refuses %s", (_name, file) => {
    expect(audioFileType(file)).toBeNull();
  });
});
