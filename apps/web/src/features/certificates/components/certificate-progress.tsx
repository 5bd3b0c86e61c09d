import { Alert, Anchor, Paper, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import type { MyCertificatesResponse } from "@fincareer/domain/contract/certificates";
import { LoadError } from "../../../components/load-error.tsx";
import { useMyCertificates } from "../api/get-my-certificates.ts";
import { CertificateCard } from "./certificate-card.tsx";
import { ConfirmNameForm } from "./confirm-name-form.tsx";
import classes from "./certificates.module.css";

function Requirements({ progress }: { progress: NonNullable<MyCertificatesResponse["progress"]> }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>{progress.summary}.</Text>
      <Progress
        value={progress.total === 0 ? 0 : (progress.met / progress.total) * 100}
        color={progress.complete ? "green" : "brand"}
        aria-label={`${progress.met} of ${progress.total} requirements met`}
      />
      <ul className={classes.requirements}>
        {progress.requirements.map((r) => (
          <li key={r.key} className={classes.requirement}>
            <span className={classes.mark} data-met={r.met} aria-hidden="true">
              {r.met ? "✓" : ""}
            </span>
            <div>
              <Text size="sm" fw={600}>
                {r.label}: {r.target}
                <VisuallyHidden>{r.met ? " (met)" : " (not met yet)"}</VisuallyHidden>
              </Text>
              <Text size="sm" c="gray.8">
                You: {r.progress}
                {r.left > 0 ? ` · ${r.left} to go` : ""}
              </Text>
            </div>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * My progress's certificate section: the requirements of my current program against my work, the confirm-your-name
 * step, and the certificate once issued (or why it is not: waiting for approval, declined, revoked).
 */
export function CertificateProgress({ program }: { program: string | null }) {
  const query = useMyCertificates(program);
  const data = query.data;

  let body;
  if (query.isPending) body = <Skeleton h={120} aria-label="Loading your certificate" />;
  else if (query.isError)
    body = <LoadError title="Your certificate could not be loaded." onRetry={() => void query.refetch()} />;
  else if (data) {
    const cert = data.certificate;
    const confirmed = data.name.confirmed;
    body = (
      <Stack gap="md">
        {cert && (cert.status === "issued" || cert.status === "revoked") ? (
          <>
            {cert.status === "issued" && (
              <Text>Congratulations: you have completed {cert.program_label}.</Text>
            )}
            <CertificateCard certificate={cert} />
          </>
        ) : cert?.status === "pending" ? (
          <Alert color="blue" variant="light" title="Waiting for approval">
            You have met every requirement. An instructor approves each {data.program_label} certificate; you
            will get a notification and an email when yours is issued.
          </Alert>
        ) : cert?.status === "declined" ? (
          <Alert color="orange" variant="light" title="Certificate not approved">
            {cert.reason ?? "Your instructor did not approve the certificate."} Ask your instructor if you
            have questions.
          </Alert>
        ) : data.progress ? (
          <Requirements progress={data.progress} />
        ) : (
          <Text c="gray.8">
            {data.program_label
              ? `${data.program_label} does not award a certificate yet.`
              : "Pick a program to see its certificate."}
          </Text>
        )}
        {confirmed === null && (data.progress || cert) && (
          <Stack gap="xs">
            {cert?.status === "name_needed" ? (
              <Alert color="green" variant="light" title="You have completed the program">
                Confirm your name below to receive your certificate.
              </Alert>
            ) : (
              <Text size="sm" c="gray.8">
                Confirm the name your certificate will carry now, or when you have met the requirements.
              </Text>
            )}
            <ConfirmNameForm program={program} suggested={data.name.suggested} />
          </Stack>
        )}
        {confirmed !== null && cert?.status !== "issued" && cert?.status !== "revoked" && data.progress && (
          <Text size="sm" c="gray.8">
            Your certificate will read “{confirmed}”. To correct it, ask your instructor.
          </Text>
        )}
        {data.certificates.length > (cert?.status === "issued" || cert?.status === "revoked" ? 1 : 0) && (
          <Text size="sm">
            <Anchor component={Link} to="/profile" underline="always">
              All your certificates
            </Anchor>{" "}
            are on your profile.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="certificate-title">
      <Title order={2} fz="lg" id="certificate-title" mb="sm" c="navy.9">
        Certificate
      </Title>
      {body}
    </Paper>
  );
}
