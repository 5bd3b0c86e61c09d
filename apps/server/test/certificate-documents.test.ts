// Certificates (issue 44), what an employer checks: the PDF (its text through pdftotext, its QR code decoded from a
// rendering with jsQR), the Open Badges VC-JWT verified with jose, an independent JOSE library, against
// /.well-known/jwks.json, who may download what, and the public verification page's API.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { certificates } from "../src/db/schema.ts";
import { BACKENDS } from "./helpers/context.ts";
import type { TestContext } from "./helpers/context.ts";
import { INSTITUTE, PUBLIC_URL, certificateFixture } from "./helpers/certificates.ts";

const hasPoppler = (() => {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPoppler && process.env.REQUIRE_POPPLER === "1")
  throw new Error("pdftotext and pdftoppm (poppler-utils) are required: apt-get install poppler-utils");

/** The text of a PDF, through pdftotext. */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "cert-pdf-"));
  try {
    writeFileSync(join(dir, "c.pdf"), bytes);
    return execFileSync("pdftotext", ["-layout", join(dir, "c.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The QR code on a PDF's page, decoded from a 110 dpi rendering (pdftoppm's PPM: a header, then RGB bytes). */
function pdfQr(bytes: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), "cert-qr-"));
  try {
    writeFileSync(join(dir, "c.pdf"), bytes);
    execFileSync("pdftoppm", ["-r", "110", "-singlefile", join(dir, "c.pdf"), join(dir, "page")]);
    const ppm = readFileSync(join(dir, "page.ppm"));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString("latin1"));
    if (!header) throw new Error("not a PPM");
    const [width, height] = [Number(header[1]), Number(header[2])];
    const rgb = ppm.subarray(header[0].length);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      rgba[i * 4] = rgb[i * 3]!;
      rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
      rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A binary answer of app.inject as a Buffer. */
async function download(ctx: TestContext, url: string, token: string) {
  const res = await ctx.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, json: () => res.json() };
}

describe.each(BACKENDS)("certificate documents on $name", (backend) => {
  const { suite, completeWork, learner, setRules, mine, auditOf } = certificateFixture(backend);

  describe("the certificate", () => {
    async function issuedFor(name: string) {
      await setRules("IBEPGOLD");
      const me = await learner(name);
      await completeWork(me);
      const res = await suite.ctx.api("POST", "/api/certificates/name", { token: me.token, body: { name } });
      expect(res.body.certificate.status).toBe("issued");
      return { me, cert: res.body.certificate as { id: number; code: string; verify_url: string } };
    }

    it("is a PDF whose text names the institute, learner, program, date and code, with a QR code of its page", async () => {
      const { me, cert } = await issuedFor("José D'Souza");
      const res = await download(suite.ctx, `/api/certificates/${cert.id}/pdf`, me.token);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.body.subarray(0, 5).toString()).toBe("%PDF-");
      if (!hasPoppler) return;
      const text = pdfText(res.body).replace(/\s+/g, " ");
      expect(text).toContain(INSTITUTE.toUpperCase());
      expect(text).toContain("Certificate of Completion");
      expect(text).toContain("José D'Souza");
      expect(text).toContain("IBEP Gold");
      const [row] = await suite.ctx.db.select().from(certificates).where(eq(certificates.id, cert.id));
      const day = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata" }).format(row!.issuedAt!);
      expect(text).toContain(`Issued on ${day} by ${INSTITUTE}`);
      expect(text).toContain(cert.code);
      expect(text).toContain(cert.verify_url);
      expect(pdfQr(res.body)).toBe(cert.verify_url);
    });

    it("is an Open Badges 3.0 credential (VC-JWT) that jose verifies against the JWKS, and one changed payload byte fails", async () => {
      const { me, cert } = await issuedFor("Meera Nair");
      const res = await download(suite.ctx, `/api/certificates/${cert.id}/badge`, me.token);
      expect(res.status).toBe(200);
      const jwt = res.body.toString();
      const jwksRes = await suite.ctx.api("GET", "/.well-known/jwks.json");
      expect(jwksRes.status).toBe(200);
      expect(jwksRes.body.keys.length).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(jwksRes.body)).not.toMatch(/"d"|"p"|"q"/);
      const jwks = createLocalJWKSet(jwksRes.body);
      expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: "RS256", typ: "JWT" });

      const { payload } = await jwtVerify(jwt, jwks, { issuer: PUBLIC_URL, algorithms: ["RS256"] });
      const code = cert.code.replaceAll("-", "");
      expect(payload).toMatchObject({
        "@context": [
          "https://www.w3.org/ns/credentials/v2",
          "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
        ],
        type: ["VerifiableCredential", "OpenBadgeCredential"],
        id: cert.verify_url,
        jti: cert.verify_url,
        issuer: { id: PUBLIC_URL, type: ["Profile"], name: INSTITUTE },
        name: "IBEP Gold Certificate of Completion",
        credentialSubject: {
          type: ["AchievementSubject"],
          identifier: [
            { type: "IdentityObject", identityHash: "Meera Nair", identityType: "name", hashed: false },
          ],
          achievement: {
            type: ["Achievement"],
            achievementType: "Certificate",
            name: "IBEP Gold Certificate of Completion",
          },
        },
        credentialStatus: {
          id: `${PUBLIC_URL}/api/certificates/verify/${code}`,
          type: "1EdTechRevocationList",
        },
      });
      expect(payload.nbf).toBe(Math.floor(new Date(payload.validFrom as string).getTime() / 1000));
      expect(JSON.stringify(payload)).not.toContain(me.email);

      // One byte of the payload changed ("Meera" -> "Meerb" inside the base64url text): the signature fails.
      const [h, p, s] = jwt.split(".") as [string, string, string];
      const json = Buffer.from(p, "base64url").toString();
      const forged = Buffer.from(json.replace("Meera Nair", "Meerb Nair")).toString("base64url");
      expect(forged).not.toBe(p);
      await expect(jwtVerify(`${h}.${forged}.${s}`, jwks)).rejects.toThrow(/signature verification failed/);
      const flipped = p.slice(0, 10) + (p[10] === "A" ? "B" : "A") + p.slice(11);
      await expect(jwtVerify(`${h}.${flipped}.${s}`, jwks)).rejects.toThrow();
    });

    it("another learner's certificate answers like a missing one; a pending one cannot be downloaded", async () => {
      const { me, cert } = await issuedFor("Owner Learner");
      const other = await learner("Other Learner");
      for (const kind of ["pdf", "badge"]) {
        const res = await download(suite.ctx, `/api/certificates/${cert.id}/${kind}`, other.token);
        expect(res.status, kind).toBe(404);
        expect((await download(suite.ctx, `/api/certificates/${cert.id}/${kind}`, me.token)).status).toBe(
          200,
        );
        // An admin may open any learner's.
        expect(
          (await download(suite.ctx, `/api/certificates/${cert.id}/${kind}`, suite.admin.token)).status,
        ).toBe(200);
      }
      expect((await suite.ctx.api("GET", `/api/certificates/${cert.id}/pdf`)).status).toBe(401);
      expect((await download(suite.ctx, "/api/certificates/999999/pdf", me.token)).status).toBe(404);
      // Another learner's My progress never shows it.
      expect((await mine(other)).body.certificates).toEqual([]);
    });
  });

  describe("verification", () => {
    it("shows name, program, date, issuer and validity, nothing else; says revoked (with the date) after an admin revokes", async () => {
      const { ctx, admin } = suite;
      await setRules("IBEPGOLD");
      const me = await learner("Sana Khan");
      await completeWork(me);
      const cert = (
        await ctx.api("POST", "/api/certificates/name", { token: me.token, body: { name: "Sana Khan" } })
      ).body.certificate;
      const code = cert.code.replaceAll("-", "");

      const valid = await ctx.api("GET", `/api/certificates/verify/${code}`);
      expect(valid.status).toBe(200);
      expect(Object.keys(valid.body).sort()).toEqual(
        [
          "status",
          "code",
          "name",
          "program",
          "issued_at",
          "issuer_name",
          "revoked_at",
          "id",
          "issuer",
          "revokedCredentials",
        ].sort(),
      );
      expect(valid.body).toMatchObject({
        status: "valid",
        code: cert.code,
        name: "Sana Khan",
        program: "IBEP Gold",
        issuer_name: INSTITUTE,
        revoked_at: null,
        issuer: PUBLIC_URL,
        revokedCredentials: [],
      });
      expect(JSON.stringify(valid.body)).not.toContain(me.email);
      // Any spelling of the code: lower case, without hyphens, O for 0.
      const typed = cert.code.toLowerCase().replaceAll("0", "o");
      expect((await ctx.api("GET", `/api/certificates/verify/${typed}`)).body.status).toBe("valid");

      const revoked = await ctx.api("POST", `/api/admin/certificates/${cert.id}/revoke`, {
        token: admin.token,
        body: { reason: "Issued in error" },
      });
      expect(revoked.status).toBe(200);
      const after = await ctx.api("GET", `/api/certificates/verify/${code}`);
      expect(after.body).toMatchObject({
        status: "revoked",
        revokedCredentials: [{ id: `${PUBLIC_URL}/verify/${code}` }],
      });
      expect(new Date(after.body.revoked_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const [entry] = await auditOf("certificate.revoke");
      expect(entry).toMatchObject({
        targetUserId: me.id,
        details: { program: "IBEPGOLD", reason: "Issued in error" },
      });
      const seen = await mine(me);
      expect(seen.body.certificate).toMatchObject({
        status: "revoked",
        reason: "Issued in error",
        linkedin_url: null,
      });
      expect((await download(ctx, `/api/certificates/${cert.id}/pdf`, me.token)).status).toBe(409);
      const bell = await ctx.api("GET", "/api/notifications/list/5", { token: me.token });
      expect(bell.body.notifications[0].message).toBe(
        "Your IBEP Gold certificate has been revoked: Issued in error",
      );

      // An admin reinstates it (audited): the same code is valid again.
      const back = await ctx.api("POST", "/api/admin/certificates", {
        token: admin.token,
        body: { email: me.email, program: "IBEPGOLD", reason: "Revoked by mistake" },
      });
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ status: "issued", code: cert.code });
      expect((await ctx.api("GET", `/api/certificates/verify/${code}`)).body.status).toBe("valid");
    });

    it("says an unknown code is unknown, refuses what cannot be a code, and is rate limited", async () => {
      const { ctx } = suite;
      const unknown = await ctx.api("GET", "/api/certificates/verify/0000-0000-0000-0000");
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        error: "unknown_certificate",
        message: expect.stringMatching(/No certificate/),
      });
      const bad = await ctx.api("GET", "/api/certificates/verify/not-a-code");
      expect(bad.status).toBe(400);
      // 30 lookups a minute per client: scanning for codes stops at once (2^80 of them would take forever anyway).
      const statuses: number[] = [];
      for (let i = 0; i < 35; i += 1) {
        const res = await ctx.api("GET", "/api/certificates/verify/ZZZZZZZZZZZZZZZZ");
        statuses.push(res.status);
      }
      expect(statuses).toContain(429);
    });
  });
});
