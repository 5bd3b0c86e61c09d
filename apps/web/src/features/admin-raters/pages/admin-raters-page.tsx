import {
  Alert,
  Badge,
  Container,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { formatPercent, formatShare } from "@fincareer/domain/format";
import { RATER_FAR_FRACTION, RATER_FLAG_MIN_ITEMS } from "@fincareer/domain/question-stats";
import { ProgramPicker } from "../../../components/program-picker.tsx";
import { useProgramParam } from "../../../lib/use-program-param.ts";
import { useRaters } from "../api/get-raters.ts";
import { AnalyticsNav } from "../../../components/analytics-nav.tsx";
import { PersonName } from "../../../components/person-name.tsx";

/**
 * /admin/analytics/raters: research (FMEP) or projects (other programs) of one program: submissions per program
 * week, the instructor's grades, and each peer rater's distance from the instructor on the items both scored.
 */
export default function AdminRatersPage() {
  const [program, setProgram] = useProgramParam();
  const report = useRaters(program);
  const data = report.data;
  const noun = data?.kind === "research" ? "research" : "projects";
  const graded = data?.grades.reduce((n, g) => n + g.count, 0) ?? 0;

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26} c="navy.9">
            Raters
          </Title>
          <Text c="gray.8" size="sm" mt={4} maw={760}>
            Submissions by program week, the grades you gave, and how far each peer rater&apos;s points sit
            from yours on the same work (each on its own scale). A rater is flagged with{" "}
            {RATER_FLAG_MIN_ITEMS} or more items more than {formatShare(RATER_FAR_FRACTION)} of the scale
            apart.
          </Text>
        </div>
        <AnalyticsNav />
        <ProgramPicker
          program={program}
          onChange={setProgram}
          csv={{ url: `/api/admin/analytics/raters.csv?program=${program}`, name: `raters-${program}.csv` }}
        />
        {report.isError && <Alert color="red">{report.error.message}</Alert>}
        {report.isPending && <Skeleton h={200} aria-hidden="true" />}
        {data && (
          <>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="raters-weeks">
              <Title order={2} fz="lg" id="raters-weeks" mb="xs">
                Submissions by week ({noun})
              </Title>
              {data.weeks.length === 0 ? (
                <Text c="gray.8">No week has ended for this program&apos;s learners yet.</Text>
              ) : (
                <Table.ScrollContainer minWidth={360}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Week</Table.Th>
                        <Table.Th>On time</Table.Th>
                        <Table.Th>Late</Table.Th>
                        <Table.Th>Missing</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.weeks.map((w) => (
                        <Table.Tr key={w.week}>
                          <Table.Td>{w.week}</Table.Td>
                          <Table.Td>{w.on_time}</Table.Td>
                          <Table.Td>{w.late}</Table.Td>
                          <Table.Td>{w.missing}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>

            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="raters-grades">
              <Title order={2} fz="lg" id="raters-grades" mb="xs">
                Your grades (out of 10)
              </Title>
              {graded === 0 ? (
                <Text c="gray.8">Nothing graded yet.</Text>
              ) : (
                <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                  {data.grades.map((g) => (
                    <li key={g.label}>
                      <Group justify="space-between" gap="xs">
                        <Text size="sm">{g.label}</Text>
                        <Text size="sm" c="gray.8">
                          {g.count}
                        </Text>
                      </Group>
                      <Progress
                        value={(g.count / graded) * 100}
                        size="sm"
                        color="navy"
                        aria-label={`${g.count} of ${graded} grades from ${g.label}`}
                      />
                    </li>
                  ))}
                </Stack>
              )}
            </Paper>

            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="raters-peers">
              <Title order={2} fz="lg" id="raters-peers" mb="xs">
                Peer raters against you
              </Title>
              {data.raters.length === 0 ? (
                <Text c="gray.8">No peer has rated an item you graded yet.</Text>
              ) : (
                <Table.ScrollContainer minWidth={600}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Rater</Table.Th>
                        <Table.Th>Items graded by both</Table.Th>
                        <Table.Th>Mean difference</Table.Th>
                        <Table.Th>Far apart</Table.Th>
                        <Table.Th>Flag</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.raters.map((r) => (
                        <Table.Tr key={r.id}>
                          <Table.Td>
                            <PersonName name={r.name} email={r.email} />
                          </Table.Td>
                          <Table.Td>{r.items}</Table.Td>
                          <Table.Td>{formatPercent(r.mean_gap_pct, 1)}</Table.Td>
                          <Table.Td>{r.far_items}</Table.Td>
                          <Table.Td>
                            {r.flagged ? (
                              <Badge color="red">disagrees</Badge>
                            ) : (
                              <Text size="sm" c="gray.8">
                                –
                              </Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
