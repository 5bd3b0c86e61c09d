// What each kind of mail says: a subject, a plain-text part and an HTML part that reads well on a phone (one
// column, large type, the link also written out), all signed with the institute's name.
import { mailCategoryOf } from "@fincareer/domain/contract/mail";
import type { MailCategory, MailKind } from "@fincareer/domain/contract/mail";
import { formatDate, formatDateTime } from "@fincareer/domain/format";
import { startsInText } from "@fincareer/domain/live";
import { startsWithGreeting } from "@fincareer/domain/analytics";
import { programInfo } from "@fincareer/domain/programs";

/** A mail ready to send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What one mail's footer needs beyond the site: the unsubscribe page of its category (none for security mails). */
export interface MailFooter {
  unsubscribeUrl?: string;
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
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
}

/** 2026-11-26T02:00:00.000Z -> "26/11/2026 7:30 am IST": the date-time every screen shows (learners are in India). */
function istTime(iso: string): string {
  const text = formatDateTime(iso);
  return text === "" ? iso : `${text} IST`;
}

interface Body {
  subject: string;
  /** Empty when the paragraphs greet the reader themselves (an instructor's nudge). */
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  /** Why the learner gets this mail and how to stop it (non-security mails). */
  footer?: { why: string; unsubscribeUrl: string; preferencesUrl: string };
}

function layout(body: Body, site: MailSite): RenderedMail {
  const footerText = body.footer
    ? [
        body.footer.why,
        `Unsubscribe: ${body.footer.unsubscribeUrl}`,
        `Choose which emails you get: ${body.footer.preferencesUrl}`,
        "",
      ]
    : [];
  const text = [
    ...(body.greeting ? [body.greeting, ""] : []),
    ...body.paragraphs.flatMap((p) => [p, ""]),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ""] : []),
    ...(body.after ?? []).flatMap((p) => [p, ""]),
    `-- ${site.institute}`,
    site.publicUrl,
    ...(footerText.length ? ["", ...footerText.slice(0, -1)] : []),
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
    (body.greeting ? p(body.greeting) : "") +
    body.paragraphs.map(p).join("") +
    action +
    (body.after ?? []).map(p).join("") +
    `<p style="margin:32px 0 0;font-size:14px;color:#555555">${escapeHtml(site.institute)} &middot; ` +
    `<a href="${escapeHtml(site.publicUrl)}" style="color:#1c7ed6">${escapeHtml(site.publicUrl)}</a></p>` +
    (body.footer
      ? `<p style="margin:16px 0 0;font-size:13px;color:#555555">${escapeHtml(body.footer.why)} ` +
        `<a href="${escapeHtml(body.footer.unsubscribeUrl)}" style="color:#1c7ed6">Unsubscribe</a> &middot; ` +
        `<a href="${escapeHtml(body.footer.preferencesUrl)}" style="color:#1c7ed6">Choose which emails you ` +
        `get</a></p>`
      : "") +
    `</div></body></html>`;
  return { subject: body.subject, text, html };
}

/**
 * Renders a mail of a kind from the data stored with it in the outbox, at `now` (a reminder states the time left
 * when it is sent). Mails with a category get the unsubscribe footer when `footer` has its address.
 */
export function renderMail(
  kind: MailKind,
  data: Record<string, unknown>,
  site: MailSite,
  now: Date = new Date(),
  footer: MailFooter = {},
): RenderedMail {
  const name = str(data, "name");
  const greeting = name ? `Hello ${name},` : "Hello,";
  const category = mailCategoryOf(kind);
  const foot =
    category && footer.unsubscribeUrl
      ? {
          footer: {
            why: `You get this email because ${WHY[category]} at ${site.institute}.`,
            unsubscribeUrl: footer.unsubscribeUrl,
            preferencesUrl: `${site.publicUrl}/profile/notifications`,
          },
        }
      : {};
  const title = str(data, "title");
  const when = istTime(str(data, "start_time"));
  const join = str(data, "join_url");
  const liveLink = { label: "Open Live Sessions", url: `${site.publicUrl}/lifesession` };
  const joinLine = join ? [`Join link: ${join}`] : [];
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
    case "nudge": {
      // An instructor's words (the nudge template, filled in for this learner), sent as they wrote them: greeted
      // once (theirs when the message opens with one), with the unsubscribe line of other non-security mails.
      const message = str(data, "message");
      return layout(
        {
          subject: str(data, "subject") || `${site.institute}: a note from your instructor`,
          greeting: startsWithGreeting(message) ? "" : greeting,
          paragraphs: message
            .split(/\n{2,}/)
            .map((p) => p.trim())
            .filter(Boolean),
          action: { label: "Open your course", url: site.publicUrl + "/" },
          ...foot,
        },
        site,
      );
    }
    case "test":
      return layout(
        {
          subject: `${site.institute}: test mail`,
          greeting,
          paragraphs: ["This is a test mail: mail from this server reaches this address."],
        },
        site,
      );
    case "live_scheduled":
      return layout(
        {
          subject: `New live session: ${title}, ${when}`,
          greeting,
          paragraphs: [
            `A live session has been scheduled for your program: "${title}" on ${when}, ` +
              `${str(data, "duration_minutes")} minutes.`,
            ...joinLine,
            "The calendar invitation attached to this email adds it to Google Calendar, Outlook or Apple " +
              "Calendar. You will also get a reminder before it starts.",
          ],
          action: liveLink,
          ...foot,
        },
        site,
      );
    case "live_moved":
      return layout(
        {
          subject: `Live session changed: ${title}, now ${when}`,
          greeting,
          paragraphs: [
            `The live session "${title}" has changed. It is now on ${when}, ` +
              `${str(data, "duration_minutes")} minutes` +
              (str(data, "old_start_time") && str(data, "old_start_time") !== str(data, "start_time")
                ? ` (it was on ${istTime(str(data, "old_start_time"))}).`
                : "."),
            ...joinLine,
            "The attached invitation updates the event in your calendar.",
          ],
          action: liveLink,
          ...foot,
        },
        site,
      );
    case "live_cancelled": {
      const reason = str(data, "reason");
      // A learner whose program an edit took off the session: it goes on, but no longer for them.
      const notForYou = data.no_longer_invited === true;
      return layout(
        {
          subject: `${notForYou ? "No longer for your program" : "Cancelled"}: live session ${title}, ${when}`,
          greeting,
          paragraphs: [
            notForYou
              ? `The live session "${title}" on ${when} is no longer scheduled for your program.`
              : `The live session "${title}" on ${when} has been cancelled.` +
                (reason ? ` Reason: ${reason}` : ""),
            "The attached cancellation removes it from your calendar.",
          ],
          action: liveLink,
          ...foot,
        },
        site,
      );
    }
    case "live_reminder": {
      const left = startsInText(str(data, "start_time"), now);
      return layout(
        {
          subject: `Live session ${left}: ${title}`,
          greeting,
          paragraphs: [`The live session "${title}" ${left} (${when}).`, ...joinLine],
          action: join ? { label: "Join the session", url: join } : liveLink,
          ...foot,
        },
        site,
      );
    }
    case "grade": {
      const comment = str(data, "comment");
      const what = `${str(data, "area")} for week ${str(data, "week")} (${str(data, "company")})`;
      return layout(
        {
          subject: `Your ${what} has been graded: ${str(data, "score")}`,
          greeting,
          paragraphs: [
            `An instructor has graded your ${what}. Your score: ${str(data, "score")}.`,
            ...(comment ? [`Instructor's comment: ${comment}`] : []),
          ],
          action: { label: "See your score", url: site.publicUrl + str(data, "path") },
          ...foot,
        },
        site,
      );
    }
    case "calendar_gap":
      // To each admin, once per gap in the trading calendar (modules/calendar/service.ts).
      return layout(
        {
          subject: `${site.institute}: load NSE's ${str(data, "year")} trading holidays`,
          greeting,
          paragraphs: [str(data, "warning")],
          action: { label: "Open the trading calendar", url: `${site.publicUrl}/admin/market` },
          after: [
            "NSE publishes next year's holiday list each December (nseindia.com, Resources, Exchange " +
              "communication, Holidays). This mail is sent once for this gap.",
          ],
        },
        site,
      );
    case "renewal": {
      const program = programInfo(str(data, "program"))?.label ?? str(data, "program");
      const ends = formatDate(str(data, "end_date"));
      return layout(
        {
          subject: `Your ${program} access ends on ${ends}: renew to keep learning`,
          greeting,
          paragraphs: [
            `Your ${program} enrolment at ${site.institute} ends on ${ends}. After that day your lessons, ` +
              "research and live sessions are paused until the program is renewed.",
            "Renew before then to keep your progress, scores and portfolio without a break.",
          ],
          // The renewal page (SPEC.md section 4: email and status as query parameters) says how to renew.
          action: {
            label: "Renew your program",
            url: `${site.publicUrl}/renew?${new URLSearchParams({ email: str(data, "email"), status: "ending" }).toString()}`,
          },
          ...foot,
        },
        site,
      );
    }
    case "certificate": {
      // Sent once, when a program's certificate is issued (modules/certificates).
      const program = str(data, "program");
      return layout(
        {
          subject: `Your ${program} certificate from ${site.institute}`,
          greeting,
          paragraphs: [
            `Congratulations: you have completed ${program}, and your certificate has been issued.`,
            `Certificate code: ${str(data, "code")}. Anyone (an employer, a recruiter) can check it at ` +
              `${str(data, "verify_url")}.`,
            "Download the PDF, the digital badge (Open Badges 3.0) or add it to your LinkedIn profile from My progress.",
          ],
          action: { label: "See your certificate", url: site.publicUrl + str(data, "path") },
        },
        site,
      );
    }
    case "privacy_export":
      // The learner's data export is ready (modules/privacy): downloaded from Profile, Privacy after logging in.
      return layout(
        {
          subject: `Your data from ${site.institute} is ready to download`,
          greeting,
          paragraphs: [
            "The copy of your personal data you asked for is ready: a zip file with your data as JSON, one file per " +
              "area, and the files you uploaded.",
            `Download it from Profile, Privacy after logging in. The download is available until ${istTime(str(data, "expires_at"))}.`,
          ],
          action: { label: "Download your data", url: `${site.publicUrl}/profile/privacy` },
        },
        site,
      );
    case "privacy_erasure_notice":
      // Notice before an erasure runs (DPDP Rules 2025: 48 hours before data is erased at the end of its purpose).
      return layout(
        {
          subject: `Your ${site.institute} account and data will be erased on ${istTime(str(data, "scheduled_for"))}`,
          greeting,
          paragraphs: [
            str(data, "reason") === "retention"
              ? `Your last enrolment at ${site.institute} ended long enough ago that we no longer need your data for ` +
                "the purpose you gave it for, so we will erase your account and personal data."
              : "As requested, your account and personal data will be erased.",
            `This happens on ${istTime(str(data, "scheduled_for"))}. Until then you can cancel it from Profile, ` +
              "Privacy, or download a copy of your data first.",
            "Grading records and certificates the institute must keep are kept without your name, email or phone.",
          ],
          action: { label: "Cancel or download your data", url: `${site.publicUrl}/profile/privacy` },
        },
        site,
      );
    case "privacy_erasure_done":
      return layout(
        {
          subject: `Your ${site.institute} account and data have been erased`,
          greeting: "Hello,",
          paragraphs: [
            `Your account and personal data at ${site.institute} have been erased (request ${str(data, "request")}). ` +
              "This is the last email you will get from us.",
            "Only what the institute must keep by law remains, with no name, email or phone: grading records, " +
              "issued certificates' codes and the processing log.",
          ],
        },
        site,
      );
  }
}

/** Why a learner gets mails of a category: "... because <this> at <institute>." */
const WHY: Record<MailCategory, string> = {
  live_sessions: "you are enrolled in a program with live sessions",
  grades: "you submitted work for grading",
  renewals: "your program enrolment is ending soon",
  nudges: "you are enrolled in a program whose instructors follow your progress",
};
