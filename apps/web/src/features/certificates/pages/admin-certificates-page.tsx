import {
  Button,
  Container,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDeferredValue, useState } from "react";
import { CERTIFICATE_STATUSES, CERTIFICATE_STATUS_LABELS } from "@fincareer/domain/certificates";
import { LoadError } from "../../../components/load-error.tsx";
import { PROGRAM_OPTIONS, programOptionLabel } from "../../../lib/program-options.ts";
import { useCertificateRules } from "../api/admin-rules.ts";
import { CERTIFICATE_PAGE, useCertificateList } from "../api/list-certificates.ts";
import { CertificateRow } from "../components/certificate-row.tsx";
import { IssueForm } from "../components/issue-form.tsx";
import { RulesForm } from "../components/rules-form.tsx";
import adminClasses from "../components/admin-certificates.module.css";
import classes from "../components/certificates.module.css";

const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  ...CERTIFICATE_STATUSES.map((s) => ({ value: s, label: CERTIFICATE_STATUS_LABELS[s] })),
];
const PROGRAM_FILTER = [{ value: "", label: "Any program" }, ...PROGRAM_OPTIONS];

function RulesSection() {
  const rules = useCertificateRules();
  const [program, setProgram] = useState<string | null>(null);
  const programs = rules.data?.programs ?? [];
  const withRules = programs.filter((p) => p.rules !== null);
  const selected = programs.find((p) => p.program === program) ?? null;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="rules-title">
      <Title order={2} id="rules-title" className={classes.sectionTitle} mb="xs">
        Completion rules
      </Title>
      <Text size="sm" className={classes.hint} mb="md">
        A learner who meets their program's rules gets the certificate at once, or after your approval.
      </Text>
      {rules.isPending ? (
        <Skeleton h={160} aria-label="Loading the rules" />
      ) : rules.isError ? (
        <LoadError title="The rules could not be loaded." onRetry={() => void rules.refetch()} />
      ) : (
        <Stack gap="md">
          {withRules.length > 0 && (
            <ul className={adminClasses.programs} aria-label="Programs with rules">
              {withRules.map((p) => (
                <li key={p.program}>
                  <button
                    type="button"
                    className={adminClasses.programButton}
                    aria-current={p.program === program}
                    onClick={() => setProgram(p.program)}
                  >
                    <Text size="sm" fw={700} c="navy.9">
                      {programOptionLabel(p.program)}
                    </Text>
                    <Text size="xs" c="gray.8">
                      {p.issued} issued · {p.pending} waiting · {p.enrolled} enrolled
                      {p.rules?.requires_approval ? " · approval" : ""}
                    </Text>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Select
            label="Program"
            placeholder="Choose a program to set its rules"
            data={PROGRAM_OPTIONS as { value: string; label: string }[]}
            value={program}
            onChange={setProgram}
            searchable
          />
          {selected && (
            <RulesForm key={`${selected.program}:${selected.updated_at ?? ""}`} program={selected} />
          )}
        </Stack>
      )}
    </Paper>
  );
}

function CertificatesSection() {
  const [status, setStatus] = useState("pending");
  const [program, setProgram] = useState("");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const q = useDeferredValue(search);
  const list = useCertificateList({ status, program, q, offset });
  const total = list.data?.total ?? 0;
  const items = list.data?.certificates ?? [];

  return (
    <section aria-labelledby="certificates-title">
      <Title order={2} id="certificates-title" className={classes.sectionTitle} mb="sm">
        Learners' certificates
      </Title>
      <div className={adminClasses.filters}>
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => {
            setStatus(v ?? "");
            setOffset(0);
          }}
          allowDeselect={false}
        />
        <Select
          label="Program"
          data={PROGRAM_FILTER as { value: string; label: string }[]}
          value={program}
          onChange={(v) => {
            setProgram(v ?? "");
            setOffset(0);
          }}
          searchable
          allowDeselect={false}
        />
        <TextInput
          label="Learner"
          placeholder="Name or email"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setOffset(0);
          }}
        />
      </div>
      <Text size="sm" className={classes.hint} my="sm" aria-live="polite">
        {list.isPending ? "Loading…" : `${total} certificate${total === 1 ? "" : "s"}`}
      </Text>
      {list.isPending ? (
        <Stack gap="xs">
          <Skeleton h={96} />
          <Skeleton h={96} />
        </Stack>
      ) : list.isError ? (
        <LoadError title="The certificates could not be loaded." onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>
            {status === "pending" ? "Nothing is waiting for approval" : "No certificates match"}
          </Text>
          <Text size="sm" className={classes.hint}>
            Learners who meet their program's rules appear here.
          </Text>
        </Paper>
      ) : (
        <ul className={adminClasses.list}>
          {items.map((c) => (
            <CertificateRow key={c.id} certificate={c} />
          ))}
        </ul>
      )}
      {total > CERTIFICATE_PAGE && (
        <Group justify="space-between" mt="sm">
          <Button
            variant="default"
            size="xs"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - CERTIFICATE_PAGE))}
          >
            Previous
          </Button>
          <Text size="sm">
            {offset + 1}-{Math.min(total, offset + CERTIFICATE_PAGE)} of {total}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={offset + CERTIFICATE_PAGE >= total}
            onClick={() => setOffset(offset + CERTIFICATE_PAGE)}
          >
            Next
          </Button>
        </Group>
      )}
    </section>
  );
}

/** /admin/certificates: each program's completion rules, the certificates (waiting for approval first), issuing. */
export default function AdminCertificatesPage() {
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            Certificates
          </Title>
          <Text size="sm" mt={4} className={classes.hint}>
            Set what completing a program means, approve certificates, issue and revoke them. Every change is
            in the audit log; learners are told by notification (and by email when a certificate is issued).
          </Text>
        </div>
        <div className={adminClasses.layout}>
          <div className={adminClasses.main}>
            <CertificatesSection />
          </div>
          <Stack gap="lg" className={adminClasses.side}>
            <RulesSection />
            <Paper withBorder p="lg" component="section" aria-labelledby="issue-title">
              <Title order={2} id="issue-title" className={classes.sectionTitle} mb="sm">
                Issue a certificate
              </Title>
              <IssueForm />
            </Paper>
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
