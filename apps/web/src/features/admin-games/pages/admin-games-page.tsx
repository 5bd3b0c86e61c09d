import { Container, SegmentedControl, Stack, Tabs, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import type { QuestionBank } from "@fincareer/domain/contract/games";
import { ImportPanel } from "../components/import-panel.tsx";
import { PermissionsPanel } from "../components/permissions-panel.tsx";
import { QuestionsPanel } from "../components/questions-panel.tsx";
import { ResultsPanel } from "../components/results-panel.tsx";

const TABS = ["questions", "import", "permissions", "results"] as const;
type Tab = (typeof TABS)[number];

/** /admin/games: the eCode and IBEP question banks, CSV import, eCode permissions and learners' results. */
export default function AdminGamesPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "questions";
  const bank: QuestionBank = params.get("bank") === "ecode" ? "ecode" : "ibep";
  const set = (next: Partial<{ tab: Tab; bank: QuestionBank }>) => setParams({ tab, bank, ...next });
  return (
    <Container size="xl" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26} c="navy.9">
            Games
          </Title>
          <Text c="gray.8" size="sm" mt={4}>
            Question banks of the eCode quiz and the IBEP sets, who may sit eCode and when, and every
            learner&apos;s results.
          </Text>
        </div>
        <Tabs value={tab} onChange={(v) => set({ tab: (v as Tab) ?? "questions" })}>
          <Tabs.List>
            <Tabs.Tab value="questions">Questions</Tabs.Tab>
            <Tabs.Tab value="import">CSV import</Tabs.Tab>
            <Tabs.Tab value="permissions">eCode permissions</Tabs.Tab>
            <Tabs.Tab value="results">Results</Tabs.Tab>
          </Tabs.List>
          {(tab === "questions" || tab === "import") && (
            <SegmentedControl
              mt="md"
              value={bank}
              onChange={(v) => set({ bank: v })}
              data={[
                { value: "ibep", label: "IBEP bank" },
                { value: "ecode", label: "eCode bank" },
              ]}
              aria-label="Question bank"
            />
          )}
          <Tabs.Panel value="questions" pt="md">
            <QuestionsPanel bank={bank} />
          </Tabs.Panel>
          <Tabs.Panel value="import" pt="md">
            <ImportPanel bank={bank} />
          </Tabs.Panel>
          <Tabs.Panel value="permissions" pt="md">
            <PermissionsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="results" pt="md">
            <ResultsPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
