import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { certificateTitle } from "@fincareer/domain/certificates";
import type { MyCertificate } from "@fincareer/domain/contract/certificates";
import { formatDate } from "@fincareer/domain/format";
import { useFileDownload } from "../../../lib/use-file-download.ts";
import classes from "./certificates.module.css";

/**
 * One of my certificates: name, program, date, issuer and code, with the PDF, the Open Badges credential, LinkedIn's
 * add-certification form and the public verification page; a revoked one says so (with the date and reason).
 */
export function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const pdf = useFileDownload("The certificate could not be downloaded.");
  const badge = useFileDownload("The digital badge could not be downloaded.");
  const revoked = certificate.status === "revoked";
  const file = `certificate-${certificate.program}-${(certificate.code ?? "").replaceAll("-", "")}`;

  return (
    <div className={classes.certificate} data-status={certificate.status}>
      <div className={classes.certificateInner}>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text size="sm" fw={600} c="gray.8">
              {certificateTitle(certificate.program_label)}
            </Text>
            {revoked ? (
              <Badge color="red" variant="light">
                Revoked
              </Badge>
            ) : (
              <Badge color="green" variant="light">
                Valid
              </Badge>
            )}
          </Group>
          <Text className={classes.certificateName}>{certificate.name}</Text>
          <dl className={classes.facts}>
            <dt>Issued</dt>
            <dd>
              {certificate.issued_at ? formatDate(certificate.issued_at) : "-"} by {certificate.issuer}
            </dd>
            <dt>Code</dt>
            <dd className={classes.code}>{certificate.code}</dd>
          </dl>
          {revoked && (
            <Alert color="red" variant="light" p="sm">
              Revoked on {certificate.revoked_at ? formatDate(certificate.revoked_at) : "-"}
              {certificate.reason ? `: ${certificate.reason}` : ""}. It can no longer be downloaded or shared.
            </Alert>
          )}
          {!revoked && (
            <div className={classes.buttons}>
              <Button
                onClick={() => pdf.download(`/api/certificates/${certificate.id}/pdf`, `${file}.pdf`)}
                loading={pdf.pending}
              >
                Download PDF
              </Button>
              {certificate.linkedin_url && (
                <Button
                  component="a"
                  href={certificate.linkedin_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="light"
                >
                  Add to LinkedIn profile
                </Button>
              )}
              <Button
                variant="default"
                onClick={() => badge.download(`/api/certificates/${certificate.id}/badge`, `${file}.jwt`)}
                loading={badge.pending}
              >
                Digital badge (Open Badges)
              </Button>
            </div>
          )}
          {certificate.verify_url && (
            <Text size="sm" c="gray.8">
              Employers can check it at{" "}
              <Anchor
                href={certificate.verify_url}
                target="_blank"
                rel="noopener"
                style={{ overflowWrap: "anywhere" }}
              >
                {certificate.verify_url}
              </Anchor>
            </Text>
          )}
        </Stack>
      </div>
    </div>
  );
}
