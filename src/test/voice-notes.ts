/**
 * Voice notes as browsers' recorders write them, the structure only (the audio is noise): what audio-type.ts judges.
 * Modelled on Chromium's own recordings (MediaRecorder, fake microphone): WebM with an unknown-size Segment and
 * Cluster, fragmented MP4 (ftyp, moov, moof, mdat); Ogg as Firefox writes it.
 */
const cat = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.isBuffer(p) ? p : Buffer.from(p))),
  );

/** An EBML element with a one-byte size (bodies under 127 bytes), or an unknown size. */
const ebml = (id: number[], body: Buffer | string, unknownSize = false) => {
  const content = typeof body === "string" ? Buffer.from(body, "latin1") : body;
  return cat(id, unknownSize ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : [0x80 | content.length], content);
};

export function webmVoice(codec = "A_OPUS", docType = "webm", noise = Buffer.alloc(2000, 7)) {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], cat(ebml([0x42, 0x86], Buffer.from([1])), ebml([0x42, 0x82], docType)));
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    cat(ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])), ebml([0x4d, 0x80], "Chrome")),
  );
  const track = ebml(
    [0xae],
    cat(
      ebml([0xd7], Buffer.from([1])),
      ebml([0x83], Buffer.from([2])),
      ebml([0x86], codec),
      ebml([0x63, 0xa2], "OpusHead\x01\x01\x00\x00\x80\xbb\x00\x00\x00\x00\x00"),
    ),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], track);
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], cat(ebml([0xe7], Buffer.from([0])), noise), true);
  return cat(header, ebml([0x18, 0x53, 0x80, 0x67], cat(info, tracks, cluster), true));
}

/** An Ogg page: the header, a segment table for `body` (under 255 × 255 bytes), the body. */
const oggPage = (sequence: number, body: Buffer) => {
  const lacing: number[] = [];
  for (let left = body.length; ; left -= 255) {
    lacing.push(Math.min(left, 255));
    if (left < 255) break;
  }
  const header = Buffer.alloc(27);
  header.write("OggS", 0, "latin1");
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  return cat(header, lacing, body);
};

export function oggVoice(head = "OpusHead\x01\x01\x38\x01\x80\xbb\x00\x00\x00\x00\x00") {
  return cat(
    oggPage(0, Buffer.from(head, "latin1")),
    oggPage(1, Buffer.from("OpusTags\x08\x00\x00\x00Firefox\x00\x00\x00\x00\x00", "latin1")),
    oggPage(2, Buffer.alloc(600, 7)),
  );
}

const box = (type: string, body: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + body.length);
  return cat(size, type, body);
};

export function mp4Voice(brand = "isom", handler = "soun", boxes?: Buffer[]) {
  const hdlr = box("hdlr", cat(Buffer.alloc(8), handler, Buffer.alloc(12), "SoundHandler\x00"));
  const moov = box(
    "moov",
    cat(box("mvhd", Buffer.alloc(100)), box("trak", cat(box("tkhd", Buffer.alloc(84)), box("mdia", hdlr)))),
  );
  return cat(
    box("ftyp", cat(brand, [0, 0, 2, 0], "isomiso2mp41")),
    ...(boxes ?? [moov, box("moof", Buffer.alloc(120)), box("mdat", Buffer.alloc(900, 7))]),
  );
}
export { box as mp4Box };
