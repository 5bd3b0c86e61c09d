// The certificate as a PDF: one A4 landscape page with the institute, the learner's name, the program, the date, the
// code and a QR code of the verification page, drawn with pdf-lib in the standard PDF fonts (their text is real text:
// pdftotext, screen readers and search find it). The QR code is drawn as vector squares from the qrcode library's
// module matrix, so it stays sharp at any zoom and print size.
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import type { PDFFont, PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { certificateTitle, formatCertificateCode } from "@fincareer/domain/certificates";
import { formatDate } from "@fincareer/domain/format";

/** What the page shows. */
export interface CertificatePdfInput {
  institute: string;
  name: string;
  programLabel: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
}

// A4 landscape in points (1/72 inch).
const WIDTH = 841.89;
const HEIGHT = 595.28;
const NAVY = rgb(0.05, 0.16, 0.33);
const GOLD = rgb(0.72, 0.55, 0.2);
const GREY = rgb(0.3, 0.33, 0.38);

/**
 * Text the standard fonts can print: their encoding (WinAnsi) has Latin-1 and a few more, so a character outside it
 * (an institute name with ₹, a program label in another script) becomes "?" instead of failing the whole PDF.
 * Learners' names are held to Latin letters when confirmed (certificateNameProblem), so theirs print as typed.
 */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((c) => (supported.has(c.codePointAt(0)!) ? c : "?")).join("");
}

/** Draws `text` centred on the page at height y, shrunk until it fits `maxWidth`. */
function centred(
  page: PDFPage,
  font: PDFFont,
  text: string,
  y: number,
  size: number,
  color = NAVY,
  maxWidth = WIDTH - 160,
): void {
  const clean = printable(font, text);
  let fit = size;
  while (fit > 8 && font.widthOfTextAtSize(clean, fit) > maxWidth) fit -= 1;
  const width = font.widthOfTextAtSize(clean, fit);
  page.drawText(clean, { x: (WIDTH - width) / 2, y, size: fit, font, color });
}

/** Draws the QR code of `text` as squares, its lower-left corner at (x, y), `size` points wide with its margin. */
function drawQr(page: PDFPage, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  // The standard quiet zone: four modules of white on every side.
  const cell = size / (n + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < n; row += 1) {
    // Runs of dark modules in a row become one rectangle each (fewer drawing operations, no hairline gaps).
    let start = -1;
    for (let col = 0; col <= n; col += 1) {
      const dark = col < n && qr.modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + (start + 4) * cell,
          y: y + size - (row + 5) * cell,
          width: (col - start) * cell,
          // A hair taller than the cell, so rows touch on every rasteriser.
          height: cell + 0.05,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    }
  }
}

/** The certificate's PDF bytes. */
export async function certificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = certificateTitle(input.programLabel);
  doc.setTitle(`${title}: ${input.name}`);
  doc.setAuthor(input.institute);
  doc.setSubject(`Certificate ${formatCertificateCode(input.code)}`);
  doc.setCreator(input.institute);
  doc.setProducer(input.institute);
  doc.setCreationDate(input.issuedAt);
  doc.setModificationDate(input.issuedAt);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const sansBold = await doc.embedFont(StandardFonts.HelveticaBold);

  // Frame: a navy border with a thin gold rule inside it.
  page.drawRectangle({
    x: 20,
    y: 20,
    width: WIDTH - 40,
    height: HEIGHT - 40,
    borderColor: NAVY,
    borderWidth: 6,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: GOLD,
    borderWidth: 1.2,
  });

  centred(page, sansBold, input.institute.toUpperCase(), HEIGHT - 100, 22);
  page.drawLine({
    start: { x: WIDTH / 2 - 60, y: HEIGHT - 116 },
    end: { x: WIDTH / 2 + 60, y: HEIGHT - 116 },
    thickness: 1.5,
    color: GOLD,
  });
  centred(page, serif, "Certificate of Completion", HEIGHT - 162, 34);
  centred(page, sans, "This certifies that", HEIGHT - 212, 14, GREY);
  centred(page, serifBold, input.name, HEIGHT - 262, 38);
  centred(page, sans, "has completed the program", HEIGHT - 302, 14, GREY);
  centred(page, serifBold, input.programLabel, HEIGHT - 340, 26);
  centred(
    page,
    sans,
    `Issued on ${formatDate(input.issuedAt)} by ${input.institute}`,
    HEIGHT - 378,
    13,
    GREY,
  );

  // Bottom band: the code and the address on the left, the QR code of the same address on the right.
  const qrSize = 112;
  const qrX = WIDTH - 60 - qrSize;
  const qrY = 52;
  drawQr(page, input.verifyUrl, qrX, qrY, qrSize);
  const left = 70;
  page.drawText("Certificate code", { x: left, y: 118, size: 10, font: sans, color: GREY });
  page.drawText(formatCertificateCode(input.code), { x: left, y: 98, size: 16, font: sansBold, color: NAVY });
  page.drawText("Verify this certificate at", { x: left, y: 76, size: 10, font: sans, color: GREY });
  let urlSize = 11;
  const url = printable(sans, input.verifyUrl);
  while (urlSize > 6 && sans.widthOfTextAtSize(url, urlSize) > qrX - left - 20) urlSize -= 0.5;
  page.drawText(url, { x: left, y: 60, size: urlSize, font: sans, color: NAVY });
  page.drawText("or scan the code", {
    x: qrX - 8 - sans.widthOfTextAtSize("or scan the code", 9),
    y: qrY + 4,
    size: 9,
    font: sans,
    color: GREY,
  });

  return doc.save();
}
