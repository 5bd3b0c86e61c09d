// A certificate as an Open Badges 3.0 OpenBadgeCredential (a W3C verifiable credential), signed as a VC-JWT: the
// credential is the JWT payload, with iss (issuer.id), jti (id) and nbf (validFrom) beside it. Its credentialStatus
// points to the public verification API, which lists the credential once it is revoked.
import { certificateTitle, verifyPageUrl } from "@fincareer/domain/certificates";
import type { CertificateRow } from "../../db/schema.ts";
import { signJwt } from "./signing.ts";
import type { SigningKey } from "./signing.ts";

/** The contexts of an Open Badges 3.0 credential (VC data model 2.0 and the OB 3.0 context). */
export const OB3_CONTEXT = [
  "https://www.w3.org/ns/credentials/v2",
  "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
] as const;

/** The verification API of a code: the credential's status document. */
export function statusUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/api/certificates/verify/${code}`;
}

/** The OpenBadgeCredential of an issued (or revoked) certificate. */
export function openBadgeCredential(
  row: Pick<
    CertificateRow,
    "code" | "name" | "program" | "programLabel" | "issuer" | "criteria" | "issuedAt"
  >,
  publicUrl: string,
): Record<string, unknown> {
  const title = certificateTitle(row.programLabel);
  return {
    "@context": [...OB3_CONTEXT],
    id: verifyPageUrl(publicUrl, row.code),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: publicUrl, type: ["Profile"], name: row.issuer, url: publicUrl },
    validFrom: row.issuedAt!.toISOString(),
    awardedDate: row.issuedAt!.toISOString(),
    name: title,
    credentialSubject: {
      type: ["AchievementSubject"],
      // The learner is named as on the certificate (no email or account id leaves the server).
      identifier: [{ type: "IdentityObject", identityHash: row.name, identityType: "name", hashed: false }],
      achievement: {
        id: `${publicUrl}/achievements/${encodeURIComponent(row.program)}`,
        type: ["Achievement"],
        achievementType: "Certificate",
        name: title,
        description: `Completion of the ${row.programLabel} program at ${row.issuer}.`,
        criteria: { narrative: row.criteria },
      },
    },
    credentialStatus: { id: statusUrl(publicUrl, row.code), type: "1EdTechRevocationList" },
    credentialSchema: [
      {
        id: "https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json",
        type: "1EdTechJsonSchemaValidator2019",
      },
    ],
  };
}

/** The credential as a VC-JWT signed with the instance's key. */
export function signCredential(credential: Record<string, unknown>, key: SigningKey): string {
  const issuer = credential.issuer as { id: string };
  return signJwt(key, {
    ...credential,
    iss: issuer.id,
    jti: credential.id,
    nbf: Math.floor(new Date(credential.validFrom as string).getTime() / 1000),
  });
}
