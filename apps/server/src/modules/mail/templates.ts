// What each kind of mail says: a subject, a plain-text part and an HTML part that reads well on a phone (one
// column, large type, the link also written out), all signed with the institute's name.
import type { MailKind } from "@fincareer/domain/contract/mail";

/** A mail ready to send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What every mail shows besides its own content. */
export interface MailSite {
  institute: string;
  /** Absolute base of links, no trailing slash. */
  publicUrl: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function str(data: Record<string, unknown>, key: string): string {
  const v = data[key];
  return typeof v === "string" ? v : "";
}

/** 2026-11-26T02:00:00.000Z -> "26 Nov 2026, 07:30 IST" (learners are in India). */
function istTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toLocaleString("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  })} IST`;
}

interface Body {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

function layout(body: Body, site: MailSite): RenderedMail {
  const text = [
    body.greeting,
    "",
    ...body.paragraphs.flatMap((p) => [p, ""]),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ""] : []),
    ...(body.after ?? []).flatMap((p) => [p, ""]),
    `-- ${site.institute}`,
    site.publicUrl,
  ].join("\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;` +
      `background:#1c7ed6;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;` +
      `font-weight:600">${escapeHtml(body.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px;color:#555555;word-break:break-all">If the button does not ` +
      `work, open this address: ${escapeHtml(body.action.url)}</p>`
    : "";
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(body.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f5f7">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;` +
    `font-size:16px;line-height:1.5;color:#222222;background:#ffffff">` +
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(site.institute)}</p>` +
    p(body.greeting) +
    body.paragraphs.map(p).join("") +
    action +
    (body.after ?? []).map(p).join("") +
    `<p style="margin:32px 0 0;font-size:14px;color:#555555">${escapeHtml(site.institute)} &middot; ` +
    `<a href="${escapeHtml(site.publicUrl)}" style="color:#1c7ed6">${escapeHtml(site.publicUrl)}</a></p>` +
    `</div></body></html>`;
  return { subject: body.subject, text, html };
}

/** Renders a mail of a kind from the data stored with it in the outbox. */
export function renderMail(kind: MailKind, data: Record<string, unknown>, site: MailSite): RenderedMail {
  const name = str(data, "name");
  const greeting = name ? `Hello ${name},` : "Hello,";
  switch (kind) {
    case "welcome":
      return layout(
        {
          subject: `Your ${site.institute} account: set your password`,
          greeting,
          paragraphs: [
            `An account has been created for you at ${site.institute}. Choose your password to log in.`,
            `The link works once, until ${istTime(str(data, "expires_at"))}.`,
          ],
          action: { label: "Set your password", url: site.publicUrl + str(data, "path") },
          after: ['If the link has expired, use "Forgot password?" on the login page for a new one.'],
        },
        site,
      );
    case "password_reset":
      return layout(
        {
          subject: `Set a new ${site.institute} password`,
          greeting,
          paragraphs: [
            "Someone (we hope you) asked for a link to set a new password for this account.",
            `The link works once, until ${istTime(str(data, "expires_at"))}; every earlier link has stopped working.`,
          ],
          action: { label: "Set a new password", url: site.publicUrl + str(data, "path") },
          after: ["If you did not ask for this, ignore this mail: your password stays as it is."],
        },
        site,
      );
    case "nudge":
      // An instructor's words (the nudge template, filled in for this learner), sent as they wrote them.
      return layout(
        {
          subject: str(data, "subject") || `${site.institute}: a note from your instructor`,
          greeting,
          paragraphs: str(data, "message")
            .split(/\n{2,}/)
            .map((p) => p.trim())
            .filter(Boolean),
          action: { label: "Open your course", url: site.publicUrl + "/" },
        },
        site,
      );
    case "test":
      return layout(
        {
          subject: `${site.institute}: test mail`,
          greeting,
          paragraphs: ["This is a test mail: mail from this server reaches this address."],
        },
        site,
      );
  }
}
