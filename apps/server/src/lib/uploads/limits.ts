// Every upload limit in one place: multipart parsing of each upload route and the caps an Office (OOXML) package
// must stay under when it is inflated. docs/decisions.md ("Uploads") explains the figures.
import type { FastifyRequest } from "fastify";
import { RESEARCH_FILE_MAX_BYTES } from "@fincareer/domain/contract/research";
import { addressKey } from "../address-key.ts";

const MiB = 1024 * 1024;

/** Caps of one zip package, checked while its entries are actually inflated (declared sizes are never trusted). */
export interface ArchiveLimits {
  /** Entries in the central directory; Word/Excel/PowerPoint files have tens, rarely hundreds. */
  maxEntries: number;
  /** Inflated bytes of one entry. */
  maxEntryBytes: number;
  /** Inflated bytes of every entry together (embedded packages included). */
  maxTotalBytes: number;
  /** Inflated/compressed bytes of one entry, checked once it has inflated more than ratioFloorBytes. */
  maxRatio: number;
  ratioFloorBytes: number;
  /** Inflated size of an embedded package (a chart's workbook) kept in memory to check it too. */
  maxEmbeddedBytes: number;
  /** [Content_Types].xml is a few kB; read into memory up to this size. */
  maxContentTypesBytes: number;
}

/** The caps of an uploaded Office document (docx, xlsx, pptx). */
export const OOXML_LIMITS: ArchiveLimits = {
  maxEntries: 2000,
  maxEntryBytes: 100 * MiB,
  maxTotalBytes: 250 * MiB,
  maxRatio: 200,
  ratioFloorBytes: 1 * MiB,
  maxEmbeddedBytes: RESEARCH_FILE_MAX_BYTES,
  maxContentTypesBytes: 1 * MiB,
};

/** Multipart limits of one route (busboy's names); exceeding any answers 413. */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
  headerPairs: number;
}

/** A research or case-project submission: four text parts and one file of at most 10 MB. */
export const RESEARCH_MULTIPART: MultipartLimits = {
  fileSize: RESEARCH_FILE_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 12,
  headerPairs: 20,
};

/** An instructor's video upload: title, description, duration and one file (size from VIDEO_UPLOAD_MAX_MB). */
export function videoMultipart(maxBytes: number): MultipartLimits {
  return { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 20 };
}

/**
 * The rate limit of every upload route (@fastify/rate-limit route config), counted per route and per caller: far
 * above what a person does (a few tries at a photo, a submission edited a few times), far below a script making the
 * server decode images, inflate archives and write files non-stop. Checked after authentication, before the body
 * is read.
 */
export const UPLOAD_RATE_LIMIT = {
  max: 30,
  timeWindow: 60_000,
  hook: "preHandler" as const,
  keyGenerator: (req: FastifyRequest): string => {
    const caller = req.caller;
    if (caller?.kind === "user") return `user:${caller.userId}`;
    return caller ? "operator" : `ip:${addressKey(req.ip)}`;
  },
};

/** A `.tmp` file left in the uploads folder longer than this belongs to no running request and is removed. */
export const STALE_TMP_MS = 60 * 60 * 1000;
