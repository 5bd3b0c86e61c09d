// Research test helpers: real documents (a PDF and minimal but genuine OOXML packages built with jszip) and a
// multipart/form-data body builder for app.inject.
import { randomBytes } from "node:crypto";
import JSZip from "jszip";
import type { TestContext } from "./context.ts";

/** A small valid PDF. */
export function pdfBytes(extra = 0): Buffer {
  const body =
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n";
  return Buffer.concat([Buffer.from(body), Buffer.alloc(extra, 0x20), Buffer.from("\n%%EOF\n")]);
}

const OOXML: Record<"docx" | "xlsx" | "pptx", { part: string; type: string }> = {
  docx: {
    part: "word/document.xml",
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  },
  xlsx: {
    part: "xl/workbook.xml",
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  },
  pptx: {
    part: "ppt/presentation.xml",
    type: "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  },
};

/** A minimal Office Open XML package of the type (what Word, Excel or PowerPoint would recognise as one). */
export async function ooxmlBytes(
  kind: "docx" | "xlsx" | "pptx",
  opts: { macro?: boolean } = {},
): Promise<Buffer> {
  const zip = new JSZip();
  const { part, type } = OOXML[kind];
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/${part}" ContentType="${type}"/>
</Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/>
</Relationships>`,
  );
  zip.file(part, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><root/>`);
  if (opts.macro) zip.file(`${part.split("/")[0]}/vbaProject.bin`, randomBytes(64));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** A multipart/form-data body: text fields and optional files. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field?: string; name: string; bytes: Buffer; type?: string }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----research${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "file"}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs a multipart submission with a Bearer token; returns status and parsed body. */
export async function postMultipart(
  ctx: TestContext,
  url: string,
  token: string,
  fields: Record<string, string>,
  files: { field?: string; name: string; bytes: Buffer; type?: string }[] = [],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const { payload, headers } = multipartBody(fields, files);
  const res = await ctx.app.inject({
    method: "POST",
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    // not JSON
  }
  return { status: res.statusCode, body };
}
