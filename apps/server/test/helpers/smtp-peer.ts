// A real SMTP server in the test process (smtp-server) that mail tests send to: STARTTLS with the self-signed
// certificate in test/fixtures, AUTH required (PLAIN/LOGIN, so only over TLS), and scripted replies to DATA.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/** The test certificate: the sender trusts it as its CA (it names localhost and 127.0.0.1). */
export const SMTP_TEST_CA = fixture("smtp-cert.pem");

export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "s3cret pass";

/** A message the peer accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The session had upgraded to TLS (STARTTLS) and logged in. */
  secure: boolean;
  user: string | undefined;
}

/** A running peer. */
export interface SmtpPeer {
  port: number;
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** Replies to the next DATA commands, first come first used (e.g. [451]); empty = accept (250). */
  script: number[];
  close(): Promise<void>;
}

/**
 * Starts a peer on a free port (or `port`: a server back after an outage): STARTTLS offered, or TLS from the first
 * byte with `secure` (smtps://).
 */
export async function startSmtpPeer(opts: { secure?: boolean; port?: number } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const script: number[] = [];
  const server = new SMTPServer({
    key: fixture("smtp-key.pem"),
    cert: SMTP_TEST_CA,
    secure: opts.secure ?? false,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const code = script.shift();
        if (code !== undefined && code >= 400) {
          callback(Object.assign(new Error(`scripted ${code} reply`), { responseCode: code }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `${opts.secure ? "smtps" : "smtp"}://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    received,
    script,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
