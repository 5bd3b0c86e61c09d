// The institute's signing key for Open Badges credentials, and the VC-JWT itself. Each instance keeps its RSA key in
// DATA_DIR/certificate-key.pem (made once, 0600, like the JWT secret) and lists the public half in the database, so
// /.well-known/jwks.json on every instance holds the keys of all of them (and of keys replaced since: credentials
// they signed still verify). RS256, because Open Badges 3.0 asks every verifier to support it (other algorithms
// "limit interoperability"). Signed with node:crypto; the tests verify with jose, an independent JOSE library.
import { createHash, createPrivateKey, createPublicKey, generateKeyPair, sign } from "node:crypto";
import type { KeyObject } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { certificateKeys } from "../../db/schema.ts";

const generate = promisify(generateKeyPair);

/** The file an instance's private key lives in. */
export const KEY_FILE = "certificate-key.pem";

/** A loaded signing key: its id (RFC 7638 thumbprint), the private key and the public JWK. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

const b64u = (data: Buffer | string) => Buffer.from(data).toString("base64url");

/** The RFC 7638 thumbprint of an RSA public key (SHA-256 of its required members, in order). */
export function rsaThumbprint(jwk: { e: string; n: string }): string {
  return b64u(
    createHash("sha256")
      .update(JSON.stringify({ e: jwk.e, kty: "RSA", n: jwk.n }))
      .digest(),
  );
}

/** Reads DATA_DIR's key, making it the first time (`wx`: two racing processes end up with the same one). */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = join(dataDir, KEY_FILE);
  let pem: string;
  try {
    pem = await readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    const { privateKey } = await generate("rsa", { modulusLength: 2048 });
    const made = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    try {
      await writeFile(file, made, { flag: "wx", mode: 0o600 });
    } catch (writeErr) {
      if ((writeErr as NodeJS.ErrnoException).code !== "EEXIST") throw writeErr;
    }
    pem = await readFile(file, "utf8");
  }
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== "rsa")
    throw new Error(`${file} holds no RSA private key: delete it to make a new one`);
  const { e, n } = createPublicKey(privateKey).export({ format: "jwk" }) as { e: string; n: string };
  const kid = rsaThumbprint({ e, n });
  return { kid, privateKey, publicJwk: { kty: "RSA", e, n, kid, alg: "RS256", use: "sig" } };
}

/** The instance's key, loaded once and listed in the database once (both on first use). */
export function signingKeys(db: Db, dataDir: string) {
  let ready: Promise<SigningKey> | null = null;
  const key = () =>
    (ready ??= (async () => {
      const k = await loadSigningKey(dataDir);
      await db
        .insert(certificateKeys)
        .values({ kid: k.kid, publicJwk: k.publicJwk })
        .onConflictDoNothing({ target: certificateKeys.kid });
      return k;
    })().catch((err: unknown) => {
      ready = null;
      throw err;
    }));
  return {
    key,
    /** Every listed public key, oldest first (this instance's is listed before the answer). */
    async jwks(): Promise<{ keys: Record<string, unknown>[] }> {
      await key();
      const rows = await db
        .select({ jwk: certificateKeys.publicJwk })
        .from(certificateKeys)
        .orderBy(asc(certificateKeys.createdAt), asc(certificateKeys.kid));
      return { keys: rows.map((r) => r.jwk) };
    },
  };
}

export type SigningKeys = ReturnType<typeof signingKeys>;

/**
 * A compact JWS (RS256) of `payload` with `kid` in the header: the VC-JWT of Open Badges 3.0, whose payload is the
 * credential itself plus the registered claims (iss, jti, nbf, sub) mapped from it.
 */
export function signJwt(key: SigningKey, payload: Record<string, unknown>): string {
  const header = { alg: "RS256", typ: "JWT", kid: key.kid };
  const input = `${b64u(JSON.stringify(header))}.${b64u(JSON.stringify(payload))}`;
  const signature = sign("sha256", Buffer.from(input), key.privateKey);
  return `${input}.${b64u(signature)}`;
}
