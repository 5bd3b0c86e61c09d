import { Alert, Badge, Button, Group, Skeleton, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { useNavigate, useParams } from "react-router";
import { formatCertificateCode, normalizeCertificateCode } from "@fincareer/domain/certificates";
import { formatDate } from "@fincareer/domain/format";
import { PublicCard, publicCardTitle } from "../../../components/public-card.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { useVerifyCertificate } from "../api/verify-certificate.ts";
import classes from "../components/certificates.module.css";

/** The "check another code" form; a code is read whatever its case, spaces and hyphens. */
function CodeForm({ label }: { label: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normal = normalizeCertificateCode(code);
    if (normal === null)
      return setError("A certificate code has 16 letters and digits, e.g. 7K2M-9QXD-4TPB-H0WZ");
    setError(null);
    void navigate(`/verify/${normal}`);
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={label}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          style={{ flex: "1 1 220px" }}
        />
        <Button type="submit" variant="light">
          Check
        </Button>
      </Group>
    </form>
  );
}

function Result({ code }: { code: string }) {
  const query = useVerifyCertificate(code);
  if (query.isPending) return <Skeleton h={180} aria-label="Checking the certificate" />;
  if (query.isError) {
    const error = query.error;
    const title = isApiError(error, 404)
      ? "No certificate has this code"
      : isApiError(error, 400)
        ? "This is not a certificate code"
        : isApiError(error, 429)
          ? "Too many checks"
          : "The certificate could not be checked";
    const text = isApiError(error, 404)
      ? `No certificate issued by us has the code ${formatCertificateCode(code)}. Check it against the certificate: a certificate that does not verify here was not issued by us.`
      : isApiError(error, 400)
        ? "A certificate code has 16 letters and digits, e.g. 7K2M-9QXD-4TPB-H0WZ."
        : isApiError(error, 429)
          ? "Too many certificates were checked from your network. Try again in a minute."
          : "The server did not answer. Check your connection and try again.";
    return (
      <Alert color={isApiError(error, 404) ? "red" : "gray"} variant="light" title={title} role="alert">
        {text}
      </Alert>
    );
  }
  const c = query.data;
  const valid = c.status === "valid";
  return (
    <Stack gap="md" role="status">
      <Group gap="sm" align="center">
        <Badge size="lg" color={valid ? "green" : "red"} variant="filled">
          {valid ? "Valid" : "Revoked"}
        </Badge>
        <Text fw={600}>
          {valid
            ? "This certificate is genuine and valid."
            : `This certificate was revoked on ${c.revoked_at ? formatDate(c.revoked_at) : "-"}: it is no longer valid.`}
        </Text>
      </Group>
      <dl className={classes.facts}>
        <dt>Name</dt>
        <dd>{c.name}</dd>
        <dt>Program</dt>
        <dd>{c.program}</dd>
        <dt>Issued on</dt>
        <dd>{formatDate(c.issued_at)}</dd>
        <dt>Issued by</dt>
        <dd>{c.issuer_name}</dd>
        {c.revoked_at && (
          <>
            <dt>Revoked on</dt>
            <dd>{formatDate(c.revoked_at)}</dd>
          </>
        )}
        <dt>Code</dt>
        <dd className={classes.code}>{c.code}</dd>
      </dl>
    </Stack>
  );
}

/**
 * /verify/CODE: the public page a certificate's QR code and link open (no login). It shows the name, program, date,
 * issuer and whether the certificate is valid or revoked, and nothing else about the learner.
 */
export default function VerifyPage() {
  const { code = "" } = useParams();
  const normal = normalizeCertificateCode(code);
  return (
    <PublicCard>
      <Stack gap="lg">
        <div>
          <Title order={1} className={publicCardTitle}>
            Certificate verification
          </Title>
          <Text size="sm" c="gray.8" mt={4}>
            Check a certificate of completion against the institute's records.
          </Text>
        </div>
        {code === "" ? null : normal === null ? (
          <Alert color="gray" variant="light" title="This is not a certificate code" role="alert">
            A certificate code has 16 letters and digits, e.g. 7K2M-9QXD-4TPB-H0WZ.
          </Alert>
        ) : (
          <Result code={normal} />
        )}
        <CodeForm key={code} label={code === "" ? "Certificate code" : "Check another code"} />
      </Stack>
    </PublicCard>
  );
}
