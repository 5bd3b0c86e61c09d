import { Anchor, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useMyCertificates } from "../api/get-my-certificates.ts";
import { CertificateCard } from "./certificate-card.tsx";

/** The profile's list of my certificates (issued and revoked), each with its downloads and LinkedIn button. */
export function MyCertificates({ program }: { program: string | null }) {
  const query = useMyCertificates(program);
  const list = query.data?.certificates ?? [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="my-certificates-title">
      <Title order={2} size="h4" id="my-certificates-title" mb="sm">
        Certificates
      </Title>
      {query.isPending ? (
        <Skeleton h={80} aria-label="Loading your certificates" />
      ) : query.isError ? (
        <Text size="sm" c="red.8">
          Your certificates could not be loaded.
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="gray.8">
          No certificate yet. See what is left for yours on{" "}
          <Anchor component={Link} to="/progress" underline="always">
            My progress
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="md">
          {list.map((c) => (
            <CertificateCard key={c.id} certificate={c} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
