// Hostile zip packages written byte by byte (local headers, central directory, zip64 extras), so tests can lie
// about sizes, repeat names, point two entries at one body or flag encryption. Bombs are built from a repeated
// deflate chunk, so a 1.5 GB inflation costs about 1.5 MB and no time to make; nothing big is committed.
import { constants, crc32, deflateRawSync } from "node:zlib";

/** One entry: its stored bytes (already compressed when method is 8) and what the headers claim. */
export interface RawEntry {
  name: string;
  /** The entry's file data exactly as stored in the archive. */
  data: Buffer;
  /** 8 = deflate (default), 0 = stored. */
  method?: 0 | 8;
  /** Uncompressed size written in the local header and the central directory (default: the true one). */
  declaredSize?: number;
  /** Compressed size written in the headers (default data.length). */
  declaredCompressed?: number;
  crc?: number;
  /** General purpose flags (bit 0 = encrypted). */
  flags?: number;
  /** Write 0xFFFFFFFF in the 32-bit size fields and these sizes in a zip64 extra field. */
  zip64?: { size: number; compressed: number };
  /** Central directory entry only points at the local header of the entry with this index (overlap). */
  sharesBodyOf?: number;
}

const le16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const le32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const le64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(n));
  return b;
};

/** An entry compressed honestly from its content. */
export function deflated(name: string, content: string | Buffer): RawEntry {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  return { name, data: deflateRawSync(bytes), declaredSize: bytes.length, crc: crc32(bytes) };
}

/**
 * A raw deflate stream that inflates to `megabytes` MiB of zeros: one fully flushed 1 MiB chunk repeated
 * (a full flush resets the dictionary, so every chunk encodes identically) and a final empty block.
 */
export function zerosDeflate(megabytes: number): Buffer {
  const chunk = deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  // Final fixed-Huffman block with only the end-of-block code: bits 1, 01, 0000000 -> 0x03 0x00.
  return Buffer.concat([...Array.from({ length: megabytes }, () => chunk), Buffer.from([0x03, 0x00])]);
}

/** The zip bytes of the entries, with every lie they ask for. */
export function rawZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const offsets: number[] = [];
  let offset = 0;
  for (const e of entries) {
    if (e.sharesBodyOf !== undefined) {
      offsets.push(offsets[e.sharesBodyOf]!);
      continue;
    }
    const name = Buffer.from(e.name);
    const extra = e.zip64
      ? Buffer.concat([le16(0x0001), le16(16), le64(e.zip64.size), le64(e.zip64.compressed)])
      : Buffer.alloc(0);
    const size = e.zip64 ? 0xffffffff : (e.declaredSize ?? e.data.length);
    const compressed = e.zip64 ? 0xffffffff : (e.declaredCompressed ?? e.data.length);
    const header = Buffer.concat([
      le32(0x04034b50),
      le16(e.zip64 ? 45 : 20),
      le16(e.flags ?? 0x0800),
      le16(e.method ?? 8),
      le16(0),
      le16(0x5821),
      le32(e.crc ?? 0),
      le32(compressed),
      le32(size),
      le16(name.length),
      le16(extra.length),
      name,
      extra,
    ]);
    offsets.push(offset);
    locals.push(header, e.data);
    offset += header.length + e.data.length;
  }
  const central: Buffer[] = [];
  entries.forEach((e, i) => {
    const body = e.sharesBodyOf !== undefined ? entries[e.sharesBodyOf]! : e;
    const name = Buffer.from(e.name);
    const extra = body.zip64
      ? Buffer.concat([le16(0x0001), le16(16), le64(body.zip64.size), le64(body.zip64.compressed)])
      : Buffer.alloc(0);
    central.push(
      Buffer.concat([
        le32(0x02014b50),
        le16(0x031e),
        le16(body.zip64 ? 45 : 20),
        le16(body.flags ?? 0x0800),
        le16(body.method ?? 8),
        le16(0),
        le16(0x5821),
        le32(body.crc ?? 0),
        le32(body.zip64 ? 0xffffffff : (body.declaredCompressed ?? body.data.length)),
        le32(body.zip64 ? 0xffffffff : (body.declaredSize ?? body.data.length)),
        le16(name.length),
        le16(extra.length),
        le16(0),
        le16(0),
        le16(0),
        le32(0),
        le32(offsets[i]!),
        name,
        extra,
      ]),
    );
  });
  const cd = Buffer.concat(central);
  const eocd = Buffer.concat([
    le32(0x06054b50),
    le16(0),
    le16(0),
    le16(entries.length),
    le16(entries.length),
    le32(cd.length),
    le32(offset),
    le16(0),
  ]);
  return Buffer.concat([...locals, cd, eocd]);
}

/** The parts of a genuine minimal .docx, honestly compressed (add bomb or trick entries around them). */
export function docxParts(): RawEntry[] {
  const main = "word/document.xml";
  return [
    deflated(
      "[Content_Types].xml",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/${main}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`,
    ),
    deflated(
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main}"/>
</Relationships>`,
    ),
  ];
}

/** The bomb: a ~1.5 MB .docx whose word/document.xml inflates to `megabytes` MiB while claiming 200 bytes. */
export function docxBomb(megabytes = 1536): Buffer {
  return rawZip([
    ...docxParts(),
    { name: "word/document.xml", data: zerosDeflate(megabytes), declaredSize: 200 },
  ]);
}
