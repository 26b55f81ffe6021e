import { describe, expect, it } from "vitest";
import { audioFileType } from "./audio-type";

const bytes = (...parts: (string | number[] | Buffer)[]) => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.isBuffer(p) ? p : Buffer.from(p))));
const pad = Buffer.alloc(64);

describe("a voice note's type, from its bytes", () => {
  it.each([
    ["Safari's AAC in MP4", bytes([0, 0, 0, 0x1c], "ftypM4A ", pad), "audio/mp4"],
    ["Chrome's MP4", bytes([0, 0, 0, 0x18], "ftypisom", pad), "audio/mp4"],
    ["Chrome's and Firefox's WebM", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], "B\u0082\u0084webm", pad), "audio/webm"],
    ["Firefox's Ogg", bytes("OggS", [0, 2], pad), "audio/ogg"],
  ])("%s", (_name, file, mime) => {
    expect(audioFileType(file)?.mime).toBe(mime);
  });

  it.each([
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], pad)],
    ["a HEIC photo (ISO media, not audio)", bytes([0, 0, 0, 0x18], "ftypheic", pad)],
    ["a Matroska video that is not WebM", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], "B\u0082\u0088matroska", pad)],
    ["an HTML page", bytes("<!doctype html><script>alert(1)</script>", pad)],
    ["too short", bytes("OggS")],
  ])("refuses %s", (_name, file) => {
    expect(audioFileType(file)).toBeNull();
  });
});
