// The safety check of every uploaded zip package (docx, xlsx, pptx today): the structure is read with yauzl and
// every entry is really inflated, in small chunks that are counted and thrown away, so a bomb is stopped by byte
// caps after a few megabytes whatever its headers claim. Sizes in local headers, the central directory and zip64
// extra fields are only ever compared with what inflation produces, never trusted.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createInflateRaw, crc32 } from "node:zlib";
import yauzl from "yauzl";
import type { Entry, ZipFile } from "yauzl";
import { AppError } from "../errors.ts";
import { OOXML_LIMITS } from "./limits.ts";
import type { ArchiveLimits } from "./limits.ts";

/** The zip-based Office types an upload may be. */
export type OoxmlType = "docx" | "xlsx" | "pptx";

// The part every genuine package of the type has, and its content type in [Content_Types].xml.
const OOXML_MAIN: Record<OoxmlType, { part: string; contentType: string }> = {
  docx: {
    part: "word/document.xml",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  },
  xlsx: {
    part: "xl/workbook.xml",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  },
  pptx: {
    part: "ppt/presentation.xml",
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  },
};

const CONTENT_TYPES = "[content_types].xml";
/** Names of archives; inside an Office file they are refused except chart workbooks in <part>/embeddings/. */
const ARCHIVE_NAME =
  /\.(zip|jar|7z|rar|gz|tgz|bz2|xz|tar|cab|docx|docm|xlsx|xlsm|xlsb|pptx|pptm|odt|ods|odp)$/i;
const EMBEDDED_OFFICE = /^(word|xl|ppt)\/embeddings\/[^/]+\.(docx|xlsx|pptx)$/i;
/** First bytes of archive formats, to find one hidden behind another name. */
const ARCHIVE_MAGIC = [
  Buffer.from("PK\x03\x04", "latin1"),
  Buffer.from("7z\xbc\xaf\x27\x1c", "latin1"),
  Buffer.from("Rar!", "latin1"),
  Buffer.from([0x1f, 0x8b]),
];
/** Compressed bytes handed to zlib at a time: a bomb is caught within a few of them. */
const CHUNK = 8 * 1024;
const MiB = 1024 * 1024;

/** 422: the package is malformed or hostile. */
function unsafe(name: string, why: string): AppError {
  return new AppError("unsafe_file", 422, `file: ${name} ${why}; it was not stored`);
}

/** 413: the package holds more than the caps allow. */
function tooBig(name: string, why: string): AppError {
  return new AppError("file_too_large", 413, `file: ${name} is too large: ${why}`);
}

/** One entry once its central and local headers have been read and agree. */
interface Checked {
  entry: Entry;
  name: string;
  dataStart: number;
  embedded: boolean;
}

/** What a scan keeps: the names of the entries and [Content_Types].xml. */
export interface ZipScan {
  names: string[];
  contentTypes: string | null;
}

/** The bytes every scan of one upload (nested packages included) may still inflate. */
interface Budget {
  total: number;
}

async function open(buffer: Buffer, name: string): Promise<ZipFile> {
  try {
    return await yauzl.fromBufferPromise(buffer, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: true,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch (err) {
    throw unsafe(name, `is not a readable zip package (${(err as Error).message})`);
  }
}

/** Reads the central directory and every local header; refuses what no genuine package has. */
async function readStructure(zip: ZipFile, size: number, name: string, depth: number, limits: ArchiveLimits) {
  if (zip.entryCount > limits.maxEntries) {
    throw unsafe(name, `has ${zip.entryCount} entries (at most ${limits.maxEntries})`);
  }
  const seen = new Set<string>();
  const ranges: [number, number][] = [];
  const checked: Checked[] = [];
  let declaredTotal = 0;
  let iterator: AsyncIterableIterator<Entry>;
  try {
    iterator = zip.eachEntry();
  } catch (err) {
    throw unsafe(name, `is not a readable zip package (${(err as Error).message})`);
  }
  for (;;) {
    let next: IteratorResult<Entry>;
    try {
      next = await iterator.next();
    } catch (err) {
      throw unsafe(name, `has a damaged entry (${(err as Error).message})`);
    }
    if (next.done) break;
    const entry = next.value;
    const entryName = entry.fileName;
    if (checked.length >= limits.maxEntries) {
      throw unsafe(name, `has more than ${limits.maxEntries} entries`);
    }
    // Office part names are case-insensitive: two spellings of one name are two different files to a reader.
    const key = entryName.toLowerCase();
    if (seen.has(key)) throw unsafe(name, `has a duplicate entry name (${entryName})`);
    seen.add(key);
    if (entry.isEncrypted()) throw unsafe(name, `has encrypted entries (${entryName})`);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      throw unsafe(name, `uses an unsupported compression method in ${entryName}`);
    }
    if (entry.compressionMethod === 0 && entry.compressedSize !== entry.uncompressedSize) {
      throw unsafe(name, `has sizes that disagree for ${entryName}`);
    }
    if (entry.uncompressedSize > limits.maxEntryBytes) {
      throw tooBig(name, `${entryName} would inflate to more than ${limits.maxEntryBytes / MiB} MB`);
    }
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxTotalBytes) {
      throw tooBig(name, `its entries would inflate to more than ${limits.maxTotalBytes / MiB} MB`);
    }
    const embedded = EMBEDDED_OFFICE.test(entryName);
    if (ARCHIVE_NAME.test(entryName) && !(embedded && depth === 0)) {
      throw unsafe(name, `contains a nested archive (${entryName})`);
    }
    let local: Awaited<ReturnType<ZipFile["readLocalFileHeaderPromise"]>>;
    try {
      local = await zip.readLocalFileHeaderPromise(entry);
    } catch (err) {
      throw unsafe(name, `has a damaged local header for ${entryName} (${(err as Error).message})`);
    }
    // Streaming readers trust the local header, Office the central directory: both must tell one story.
    const descriptor = (local.generalPurposeBitFlag & 0x8) !== 0;
    const sizesAgree =
      descriptor ||
      ((local.compressedSize === entry.compressedSize || local.compressedSize === 0xffffffff) &&
        (local.uncompressedSize === entry.uncompressedSize || local.uncompressedSize === 0xffffffff));
    if (
      !local.fileName.equals(entry.fileNameRaw) ||
      local.compressionMethod !== entry.compressionMethod ||
      !sizesAgree
    ) {
      throw unsafe(name, `has local and central headers that disagree for ${entryName}`);
    }
    const end = local.fileDataStart + entry.compressedSize;
    if (end > size) throw unsafe(name, `has sizes pointing past the end of the file (${entryName})`);
    ranges.push([entry.relativeOffsetOfLocalHeader, end]);
    checked.push({ entry, name: entryName, dataStart: local.fileDataStart, embedded });
  }
  // Entries sharing or overlapping their bytes multiply what a small file inflates to (overlapping bombs).
  ranges.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < ranges.length; i += 1) {
    if (ranges[i]![0] < ranges[i - 1]![1]) throw unsafe(name, "has entries that overlap or share their data");
  }
  return checked;
}

function looksLikeArchive(head: Buffer): boolean {
  return ARCHIVE_MAGIC.some(
    (magic) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic),
  );
}

/** Inflates one entry chunk by chunk, enforcing every cap; returns its bytes only when `keepUpTo` allows. */
async function inflateEntry(
  buffer: Buffer,
  item: Checked,
  ctx: { name: string; limits: ArchiveLimits; budget: Budget; keepUpTo: number; mayBeArchive: boolean },
): Promise<Buffer | null> {
  const { entry, name: entryName } = item;
  const { name, limits, budget } = ctx;
  const data = buffer.subarray(item.dataStart, item.dataStart + entry.compressedSize);
  const source = Readable.from(
    (function* chunks() {
      for (let at = 0; at < data.length; at += CHUNK) yield data.subarray(at, at + CHUNK);
    })(),
    { objectMode: false },
  );
  const inflate = entry.compressionMethod === 8 ? createInflateRaw({ chunkSize: 64 * 1024 }) : null;
  const kept: Buffer[] = [];
  let inflated = 0;
  let crc = 0;
  let head = Buffer.alloc(0);
  const sink = async (stream: AsyncIterable<Buffer>) => {
    for await (const chunk of stream) {
      inflated += chunk.length;
      budget.total -= chunk.length;
      if (inflated > entry.uncompressedSize) {
        throw unsafe(name, `inflates ${entryName} past the size its headers declare (a zip bomb)`);
      }
      if (budget.total < 0) throw tooBig(name, `it inflates to more than ${limits.maxTotalBytes / MiB} MB`);
      if (inflate && inflated > limits.ratioFloorBytes) {
        // bytesWritten lags by up to one chunk: count that chunk as consumed, so the ratio errs low.
        const consumed = Math.min(entry.compressedSize, inflate.bytesWritten + CHUNK);
        if (inflated / consumed > limits.maxRatio) {
          throw unsafe(name, `compresses ${entryName} more than ${limits.maxRatio}:1 (a zip bomb)`);
        }
      }
      if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8)]);
      if (!ctx.mayBeArchive && looksLikeArchive(head)) {
        throw unsafe(name, `contains a nested archive (${entryName})`);
      }
      crc = crc32(chunk, crc);
      if (inflated <= ctx.keepUpTo) kept.push(chunk);
    }
  };
  try {
    if (inflate) await pipeline(source, inflate, sink);
    else await pipeline(source, sink);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unsafe(name, `has damaged compressed data in ${entryName} (${(err as Error).message})`);
  }
  if (inflated !== entry.uncompressedSize) {
    throw unsafe(name, `inflates ${entryName} to another size than its headers declare`);
  }
  if (crc !== entry.crc32) throw unsafe(name, `has a damaged entry (${entryName}: checksum mismatch)`);
  return inflated <= ctx.keepUpTo ? Buffer.concat(kept) : null;
}

/** Reads and inflates a whole package under the caps (and the packages embedded in it, once). */
async function scan(
  buffer: Buffer,
  name: string,
  depth: number,
  limits: ArchiveLimits,
  budget: Budget,
): Promise<ZipScan> {
  const zip = await open(buffer, name);
  try {
    const entries = await readStructure(zip, buffer.length, name, depth, limits);
    let contentTypes: string | null = null;
    for (const item of entries) {
      const isTypes = item.name.toLowerCase() === CONTENT_TYPES;
      if (isTypes && item.entry.uncompressedSize > limits.maxContentTypesBytes) {
        throw unsafe(name, "has an oversized [Content_Types].xml");
      }
      if (item.embedded && item.entry.uncompressedSize > limits.maxEmbeddedBytes) {
        throw tooBig(name, `the embedded ${item.name} is over ${limits.maxEmbeddedBytes / MiB} MB`);
      }
      const keepUpTo = isTypes ? limits.maxContentTypesBytes : item.embedded ? limits.maxEmbeddedBytes : -1;
      const bytes = await inflateEntry(buffer, item, {
        name,
        limits,
        budget,
        keepUpTo,
        mayBeArchive: item.embedded && depth === 0,
      });
      if (isTypes && bytes) contentTypes = bytes.toString("utf8");
      // A chart's workbook is a package of its own: the same checks, on the same budget, with no further nesting.
      if (item.embedded && bytes) await scan(bytes, `${name} (${item.name})`, depth + 1, limits, budget);
    }
    return { names: entries.map((e) => e.name), contentTypes };
  } finally {
    zip.close();
  }
}

/**
 * Checks an uploaded zip package by inflating every entry under the caps: 422 for a malformed or hostile
 * package (bomb, lying or disagreeing sizes, duplicate names, overlapping entries, encryption, nested archives),
 * 413 when it holds more than the caps allow. Returns the entry names and [Content_Types].xml.
 */
export async function checkZipPackage(
  buffer: Buffer,
  name: string,
  limits: ArchiveLimits = OOXML_LIMITS,
): Promise<ZipScan> {
  return scan(buffer, name, 0, limits, { total: limits.maxTotalBytes });
}

/** Checks a safe package (from checkZipPackage) is a document of the type: main part, content type, no macros (400). */
export function checkOoxmlParts(scanned: ZipScan, type: OoxmlType, name: string): void {
  const { names, contentTypes } = scanned;
  const main = OOXML_MAIN[type];
  const lower = new Set(names.map((n) => n.toLowerCase()));
  if (!contentTypes || !lower.has(main.part) || !contentTypes.includes(main.contentType)) {
    throw new AppError("invalid_file", 400, `file: ${name} is not a valid .${type} document`);
  }
  // Macro-enabled packages (xlsm, docm, pptm renamed) carry a VBA project: refuse them.
  if (names.some((f) => /vbaProject\.bin$/i.test(f))) {
    throw new AppError("invalid_file", 400, `file: ${name} contains macros, which are not accepted`);
  }
}

/**
 * Checks an uploaded Office document of the type: safe as a zip (checkZipPackage, 413/422), then a document of
 * the type (checkOoxmlParts, 400).
 */
export async function checkOoxml(buffer: Buffer, type: OoxmlType, name: string): Promise<void> {
  checkOoxmlParts(await checkZipPackage(buffer, name), type, name);
}

/** True when the bytes start like a zip package (the only kind checkZipPackage reads). */
export function isZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === 0x04034b50;
}
