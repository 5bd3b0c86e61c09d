// Types of nginx.mjs, the plain ESM helper the cohort benchmark (JavaScript) shares with the server's deploy test.

/** deploy/nginx/fincareer.conf. */
export const DEPLOY_CONF: string;

/** Debian's nginx (/usr/sbin/nginx), NGINX_BIN, or nginx on PATH; null when there is none. */
export function findNginx(): string | null;

/** Where a local copy listens and proxies to, and where its files go. */
export interface LocalOptions {
  dir: string;
  port: number;
  redirectPort: number;
  /** host:port of each instance. */
  upstreams: string[];
  /** A certificate and key for the HTTPS server; null/absent = plain HTTP. */
  tls?: { cert: string; key: string } | null;
  workers?: number | "auto";
}

/** The site file's text with local values (see nginx.mjs). */
export function localSite(text: string, options: Omit<LocalOptions, "workers">): string;

/** Writes dir/nginx.conf and dir/fincareer.conf; returns the main file's path. */
export function writeLocalConfig(options: LocalOptions): string;

/** `nginx -t` on a main config. */
export function testConfig(nginx: string, file: string): { ok: boolean; output: string };

/** A foreground nginx. */
export interface RunningNginx {
  pid: number;
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on a main config. */
export function startNginx(nginx: string, file: string): Promise<RunningNginx>;
