import { constants, deflateRawSync } from "node:zlib";

const MiB = 1024 * 1024;

/**
 * A raw deflate stream of `mebibytes` MiB of zeros, about 1 KB per MiB: one MiB compressed with a full flush (no
 * reference to earlier data, byte-aligned) repeated, then an empty final block. Built in milliseconds, so a test
 * can send a 1 MB upload that inflates to a gigabyte without ever holding the gigabyte itself.
 */
export function deflatedZeros(mebibytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MiB), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), Buffer.from([0x03, 0x00])]);
}

/** A ZIP archive (local headers, as the resource sniffer reads them) of these entries, each stored or deflated. */
export function zipOf(entries: { name: string; data: Buffer; deflated?: boolean; declaredSize?: number }[]): Buffer {
  return Buffer.concat(
    entries.flatMap(({ name, data, deflated = false, declaredSize = data.length }) => {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(deflated ? 8 : 0, 8);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(Math.min(declaredSize, 0xffffffff), 22);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return [header, Buffer.from(name), data];
    }),
  );
}

/**
 * An OpenDocument-looking upload of about 1 KB per `mebibytes` whose "mimetype" entry inflates to `mebibytes` MiB
 * (and declares 4 GB): the review's 1 MB upload by default.
 */
export function zipBomb(mebibytes = 1024): Buffer {
  return zipOf([
    { name: "mimetype", data: deflatedZeros(mebibytes), deflated: true, declaredSize: 0xffffffff },
    { name: "content.xml", data: Buffer.from("<office:document-content/>") },
  ]);
}
