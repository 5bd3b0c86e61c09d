// Where rendered mail goes: an SMTP server (SMTP_URL; nodemailer upgrades to TLS when the server offers STARTTLS)
// or, with no SMTP configured, RFC 822 .eml files under DATA_DIR/mail built by nodemailer's stream transport.
import { chmod, mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { SMTPTransportOptions } from "nodemailer/lib/smtp-transport";
import { syncPath } from "../../lib/durable-fs.ts";
import type { RenderedMail } from "./templates.ts";

/** One mail as a transport sends it. */
export interface OutgoingMail extends RenderedMail {
  from: string;
  to: string;
  /** Where replies go (a nudge: the instructor who sent it); none means the From address. */
  replyTo?: string;
  /** Stable per outbox row, so a receiver can tell a retried copy from a new mail. */
  messageId: string;
  /** The .eml file's name stem (the embedded default). */
  fileStem: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on non-security mails). */
  headers?: Record<string, string>;
  /** Files to attach; a text/calendar content type keeps its method parameter (REQUEST, CANCEL). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Sends mail somewhere; a thrown error carries nodemailer's responseCode/code, which the sender classifies. */
export interface MailTransport {
  kind: "smtp" | "eml";
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  /** Whether the server answers (connects, greets, logs in): the sender's probe while SMTP is unreachable. */
  reachable?(): Promise<boolean>;
  close(): void;
}

// Bounded waits: a claimed mail's lease (sender.ts) must outlast one attempt.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** Mails a sender sends at once, and the connections a pooled transport keeps open for them. */
export const SMTP_CONNECTIONS = 4;

/**
 * An SMTP transport over an smtp:// or smtps:// URL with user and password; `extra` adds TLS options (tests). With
 * `?pool=true` in the URL (nodemailer's option) it keeps SMTP_CONNECTIONS connections open and reuses them, so a
 * program's 10,000 invitations do not each pay a TCP, TLS and AUTH handshake; without, each mail connects anew.
 */
export function smtpTransport(url: string, extra: Partial<SMTPTransportOptions> = {}): MailTransport {
  const mailer = nodemailer.createTransport({
    url,
    maxConnections: SMTP_CONNECTIONS,
    ...TIMEOUTS,
    ...extra,
  } as SMTPTransportOptions);
  const builder = messageBuilder();
  return {
    kind: "smtp",
    async send(mail) {
      // Built whole first, then handed over as one buffer: streamed part by part, every MIME chunk (each header
      // line, each encoded slice) became its own write on the socket, most of the sender's time at volume.
      const { message } = await builder.build(mail);
      const info = await mailer.sendMail({
        from: mail.from,
        to: mail.to,
        messageId: mail.messageId,
        raw: message,
      });
      return { messageId: info.messageId };
    },
    reachable: () =>
      mailer.verify().then(
        () => true,
        () => false,
      ),
    close: () => {
      mailer.close();
      builder.close();
    },
  };
}

/** Builds a mail's RFC 822 message in memory, with CRLF line ends (nodemailer's stream transport). */
function messageBuilder() {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async build(mail: OutgoingMail): Promise<{ message: Buffer; messageId: string }> {
      const info = await builder.sendMail(fields(mail));
      return { message: info.message as Buffer, messageId: info.messageId };
    },
    close: () => builder.close(),
  };
}

/**
 * The embedded default: each mail becomes `<dir>/<id>-<kind>.eml`, written whole or not at all. A mail may carry a
 * set-password link, so the files are the server's user's alone: 600 in a 700 folder (an older, wider folder is
 * narrowed at the first mail).
 */
export function emlTransport(dir: string): MailTransport {
  const builder = messageBuilder();
  let folderReady = false;
  return {
    kind: "eml",
    async send(mail) {
      const info = await builder.build(mail);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      if (!folderReady) {
        await chmod(dir, 0o700);
        folderReady = true;
      }
      const file = join(dir, `${mail.fileStem}.eml`);
      const tmp = `${file}.tmp`;
      await writeFile(tmp, info.message, { mode: 0o600 });
      await syncPath(tmp);
      await rename(tmp, file);
      await syncPath(dir);
      return { messageId: info.messageId };
    },
    close: () => builder.close(),
  };
}

function fields(mail: OutgoingMail) {
  return {
    // Text parts and headers in quoted-printable without first counting each text's characters to choose between
    // it and base64 (our mails are mostly Latin, so the count chose quoted-printable anyway).
    textEncoding: "quoted-printable" as const,
    from: mail.from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}
