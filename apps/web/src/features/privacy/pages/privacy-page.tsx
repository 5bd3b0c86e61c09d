import {
  Alert,
  Button,
  Collapse,
  Container,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import type { CorrectionField, NoticeLanguage, PrivacyRequest } from "@fincareer/domain/contract/privacy";
import { formatDateTime } from "@fincareer/domain/format";
import { PURPOSE_LABELS } from "@fincareer/domain/privacy-notice";
import { LoadError } from "../../../components/load-error.tsx";
import {
  downloadExport,
  useCancelRequest,
  useMyPrivacy,
  useNewRequest,
  useNotice,
  useSetPurpose,
} from "../api/privacy.ts";
import { GrievanceContact } from "../components/grievance-contact.tsx";
import { LanguageSwitch, NoticeView } from "../components/notice-view.tsx";
import { RequestList } from "../components/request-list.tsx";

const CORRECTION_OPTIONS: { value: CorrectionField; label: string }[] = [
  { value: "legal_name", label: "My legal name on certificates" },
  { value: "email", label: "My email address" },
  { value: "other", label: "Something else" },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * /profile/privacy: the learner's data rights (issue 43): the notice they accepted, the optional uses (one switch
 * each, effective at once), a copy of their data, corrections, erasure with 48 hours to cancel, grievances, and the
 * grievance officer.
 */
export default function PrivacyPage() {
  const mine = useMyPrivacy();
  const notice = useNotice();
  const setPurpose = useSetPurpose();
  const request = useNewRequest();
  const cancel = useCancelRequest();
  const [lang, setLang] = useState<NoticeLanguage>("en");
  const [showNotice, setShowNotice] = useState(false);
  const [field, setField] = useState<CorrectionField>("legal_name");
  const [value, setValue] = useState("");
  const [note, setNote] = useState("");
  const [grievance, setGrievance] = useState("");
  const [confirmErase, setConfirmErase] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  if (mine.isPending) {
    return (
      <Container size="md" py="xl" w="100%">
        <Stack gap="md" aria-hidden="true">
          <Skeleton h={40} w={260} />
          <Skeleton h={160} />
          <Skeleton h={160} />
        </Stack>
      </Container>
    );
  }
  if (mine.isError) {
    return (
      <Container size="md" py="xl" w="100%">
        <LoadError title="Your privacy settings could not be loaded." onRetry={() => void mine.refetch()} />
      </Container>
    );
  }
  const data = mine.data;
  const latest = (kind: PrivacyRequest["kind"]) => data.requests.find((r) => r.kind === kind);
  const access = latest("access");
  const erasure = data.requests.find((r) => r.kind === "erasure" && r.state === "scheduled");

  const submitCorrection = (e: FormEvent) => {
    e.preventDefault();
    request.mutate({ kind: "correction", field, value, note }, { onSuccess: () => setValue("") });
  };
  const submitGrievance = (e: FormEvent) => {
    e.preventDefault();
    request.mutate({ kind: "grievance", message: grievance }, { onSuccess: () => setGrievance("") });
  };

  return (
    <Container size="md" py="xl" w="100%">
      <Title order={1} size="h2">
        Privacy and your data
      </Title>
      <Text c="gray.7" mt={4} mb="lg">
        What we keep about you, what you agreed to, and your rights under India&apos;s Digital Personal Data
        Protection Act: a copy of your data, corrections, erasure and complaints.
      </Text>
      <Stack gap="md">
        {request.isError && (
          <Alert color="red" variant="light" role="alert" title="Your request was not sent">
            {request.error.message}
          </Alert>
        )}
        {(setPurpose.isError || cancel.isError) && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {(setPurpose.error ?? cancel.error)?.message}
          </Alert>
        )}

        <Section id="notice-title" title="Privacy notice">
          <Text size="sm">
            {data.accepted_version === null
              ? "You have not accepted the privacy notice yet."
              : `You accepted version ${data.accepted_version} on ${formatDateTime(data.accepted_at!)} IST.`}{" "}
            {data.needs_consent && data.accepted_version !== null && `Version ${data.notice_version} is new.`}
          </Text>
          <Group mt="sm" justify="space-between">
            <Button
              variant="default"
              size="sm"
              onClick={() => setShowNotice((v) => !v)}
              aria-expanded={showNotice}
            >
              {showNotice ? "Hide the notice" : "Read the notice"}
            </Button>
            {showNotice && <LanguageSwitch value={lang} onChange={setLang} />}
          </Group>
          <Collapse expanded={showNotice}>
            {notice.data && (
              <div style={{ marginTop: 12 }}>
                <NoticeView notice={notice.data.notice[lang]} lang={lang} />
              </div>
            )}
          </Collapse>
        </Section>

        <Section id="purposes-title" title="Optional uses of your data">
          <Text size="sm" c="gray.7">
            Turn any of these off at any time: it takes effect at once.
          </Text>
          <Stack gap={0}>
            {data.purposes.map((p) => (
              <Switch
                key={p.purpose}
                py="sm"
                size="md"
                labelPosition="left"
                checked={p.granted}
                disabled={setPurpose.isPending}
                onChange={(e) => setPurpose.mutate({ purpose: p.purpose, granted: e.currentTarget.checked })}
                label={
                  <Text fw={600} size="sm">
                    {PURPOSE_LABELS[p.purpose].en}
                  </Text>
                }
                description={
                  p.at ? `${p.granted ? "On" : "Off"} since ${formatDateTime(p.at)} IST` : "Not given"
                }
                styles={{ body: { justifyContent: "space-between" }, labelWrapper: { flex: 1 } }}
              />
            ))}
          </Stack>
        </Section>

        <Section id="export-title" title="Download a copy of your data">
          <Text size="sm">
            A zip file with everything we hold about you (one JSON file per area, plus the files you
            uploaded). We prepare it in the background and email you when it is ready; you can download it
            here for 7 days.
          </Text>
          <Group mt="sm" gap="sm">
            {access?.download_path ? (
              <Button
                onClick={() =>
                  void downloadExport(access.download_path!, access.id).catch((e: Error) =>
                    setDownloadError(e.message),
                  )
                }
              >
                Download my data
              </Button>
            ) : null}
            <Button
              variant={access?.download_path ? "default" : "filled"}
              loading={request.isPending && request.variables?.kind === "access"}
              disabled={access?.state === "preparing"}
              onClick={() => request.mutate({ kind: "access" })}
            >
              {access?.state === "preparing" ? "Being prepared…" : "Prepare a copy of my data"}
            </Button>
          </Group>
          {access?.download_expires_at && (
            <Text size="xs" c="gray.7" mt={4}>
              Available until {formatDateTime(access.download_expires_at)} IST.
            </Text>
          )}
          {downloadError && (
            <Text size="sm" c="red.8" mt={4} role="alert">
              {downloadError}
            </Text>
          )}
        </Section>

        <Section id="correction-title" title="Ask for a correction">
          <Text size="sm" c="gray.7" mb="xs">
            Fix your profile yourself on Edit Profile. For what you cannot change there, an admin checks and
            applies the correction.
          </Text>
          <form onSubmit={submitCorrection}>
            <Stack gap="xs">
              <Select
                label="What is wrong"
                data={CORRECTION_OPTIONS}
                value={field}
                onChange={(v) => v && setField(v)}
                allowDeselect={false}
              />
              <TextInput
                label="The correct value"
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                required
                maxLength={254}
              />
              <Textarea
                label="Note for the admin (optional)"
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                autosize
                minRows={2}
                maxLength={2000}
              />
              <Group>
                <Button
                  type="submit"
                  variant="default"
                  loading={request.isPending && request.variables?.kind === "correction"}
                >
                  Send correction request
                </Button>
              </Group>
            </Stack>
          </form>
        </Section>

        <Section id="erasure-title" title="Erase my account and data">
          {erasure ? (
            <>
              <Alert color="orange" variant="light" title="Erasure scheduled">
                Your account and data will be erased on {formatDateTime(erasure.scheduled_for!)} IST. Until
                then you can cancel, or download a copy of your data first.
              </Alert>
              <Button
                mt="sm"
                color="orange"
                variant="outline"
                loading={cancel.isPending}
                onClick={() => cancel.mutate(erasure.id)}
              >
                Cancel the erasure
              </Button>
            </>
          ) : (
            <>
              <Text size="sm">
                We erase your account, profile, work and activity, the files you uploaded and the emails we
                sent you. Grading records and certificate codes the institute must keep stay, without your
                name, email or phone. You get {data.erasure_notice_hours} hours&apos; notice by email to
                change your mind.
              </Text>
              <Button mt="sm" color="red" variant="outline" onClick={() => setConfirmErase(true)}>
                Ask for erasure
              </Button>
            </>
          )}
          <Modal
            opened={confirmErase}
            onClose={() => setConfirmErase(false)}
            title="Erase your account and data?"
          >
            <Text size="sm">
              In {data.erasure_notice_hours} hours your account is closed and your data erased. This cannot be
              undone once it has run. You can cancel until then from this page.
            </Text>
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => setConfirmErase(false)}>
                Keep my account
              </Button>
              <Button
                color="red"
                loading={request.isPending}
                onClick={() =>
                  request.mutate({ kind: "erasure", note: "" }, { onSettled: () => setConfirmErase(false) })
                }
              >
                Erase in {data.erasure_notice_hours} hours
              </Button>
            </Group>
          </Modal>
        </Section>

        <Section id="grievance-form-title" title="Raise a grievance">
          <form onSubmit={submitGrievance}>
            <Textarea
              label="What went wrong"
              value={grievance}
              onChange={(e) => setGrievance(e.currentTarget.value)}
              autosize
              minRows={3}
              maxLength={2000}
              required
            />
            <Button
              type="submit"
              variant="default"
              mt="xs"
              loading={request.isPending && request.variables?.kind === "grievance"}
            >
              Send to the grievance officer
            </Button>
          </form>
        </Section>

        <Section id="requests-title" title="My requests">
          <RequestList
            requests={data.requests}
            actions={(r) =>
              (r.state === "open" && r.kind !== "access") ||
              (r.kind === "erasure" && r.state === "scheduled") ? (
                <Button size="xs" variant="subtle" onClick={() => cancel.mutate(r.id)}>
                  Cancel
                </Button>
              ) : null
            }
          />
        </Section>

        <GrievanceContact contact={data.contact} />
      </Stack>
    </Container>
  );
}
