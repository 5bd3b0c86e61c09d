import {
  Alert,
  Container,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { useSearchParams } from "react-router";
import { hasBeginnerTrack } from "@fincareer/domain/content";
import type { ResourceTrack } from "@fincareer/domain/content";
import { FAMILIES } from "@fincareer/domain/programs";
import type { Family } from "@fincareer/domain/programs";
import { ModulesPanel } from "../components/modules-panel.tsx";
import { NotesPanel } from "../components/notes-panel.tsx";
import { ProgressPanel } from "../components/progress-panel.tsx";
import { TranscodingPanel } from "../components/transcoding-panel.tsx";
import classes from "../components/admin-content.module.css";

type Tab = "modules" | "notes" | "progress";
const TABS: readonly Tab[] = ["modules", "notes", "progress"];

/**
 * /admin/content: per program family, the video modules (order, videos by address or upload, questions), the notes
 * chapters, and every learner's progress and scores. Family, track and tab live in the address.
 */
export default function AdminContentPage() {
  const [params, setParams] = useSearchParams();
  const family: Family = (FAMILIES as readonly string[]).includes(params.get("family") ?? "")
    ? (params.get("family") as Family)
    : "IBEP";
  const track: ResourceTrack =
    params.get("track") === "beginner" && hasBeginnerTrack(family) ? "beginner" : "main";
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "modules";

  const set = (next: Partial<{ family: Family; track: ResourceTrack; tab: Tab }>) => {
    const merged = { family, track, tab, ...next };
    if (!hasBeginnerTrack(merged.family)) merged.track = "main";
    setParams(merged);
  };

  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} className={classes.title}>
            Learning content
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Modules of videos with questions, and notes, for each program family; learners see them on
            Resource, For Beginner and their notes page.
          </Text>
        </div>
        <Group className={classes.filters}>
          <NativeSelect
            label="Program family"
            value={family}
            onChange={(e) => set({ family: e.currentTarget.value as Family })}
            data={[...FAMILIES]}
            w={180}
          />
          {tab !== "notes" && hasBeginnerTrack(family) && (
            <div>
              <Text size="sm" fw={500} mb={2} id="track-label">
                Track
              </Text>
              <SegmentedControl
                aria-labelledby="track-label"
                value={track}
                onChange={(v) => set({ track: v })}
                data={[
                  { value: "main", label: "Resource" },
                  { value: "beginner", label: "For Beginner" },
                ]}
              />
            </div>
          )}
        </Group>
        <Tabs value={tab} onChange={(v) => set({ tab: (v as Tab) ?? "modules" })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="modules">Modules &amp; videos</Tabs.Tab>
            <Tabs.Tab value="notes">Notes</Tabs.Tab>
            <Tabs.Tab value="progress">Learner progress</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="modules" pt="md">
            <Stack gap="md">
              <TranscodingPanel />
              <ModulesPanel family={family} track={track} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="md">
            {family === "EXCEL" ? (
              <Alert color="blue" variant="light" title="The Excel course is not edited on this page">
                Excel learners&apos; notes page is the Excel course (/EXCELNOTES): its 13 lessons, their
                figures and interactive versions are part of the web app (apps/web/src/features/excel/content)
                and the practice workbooks are built by the server (apps/server/src/modules/excel/workbooks/),
                so they change with a release, not here. The EXCEL family&apos;s video modules on the Modules
                &amp; videos tab are edited here like every other family&apos;s.
              </Alert>
            ) : (
              <NotesPanel family={family} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="progress" pt="md">
            <ProgressPanel family={family} track={track} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
