import { Alert, Button, Checkbox, Group, NumberInput, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import type { FormEvent } from "react";
import { DEFAULT_RULES, criteriaNarrative } from "@fincareer/domain/certificates";
import { CompletionRules } from "@fincareer/domain/contract/certificates";
import type { ProgramRules } from "@fincareer/domain/contract/certificates";
import { researchKindFor } from "@fincareer/domain/research-rules";
import { errorMessage } from "../../../lib/field-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeleteRules } from "../api/delete-rules.ts";
import { useSaveRules } from "../api/save-rules.ts";

type Rules = CompletionRules;

/** One requirement's switch and its number. */
function Requirement(props: {
  label: string;
  description: string;
  on: boolean;
  value: number;
  suffix?: string;
  onToggle: (on: boolean) => void;
  onValue: (value: number) => void;
}) {
  return (
    <Stack gap={6}>
      <Switch
        label={props.label}
        description={props.description}
        checked={props.on}
        onChange={(e) => props.onToggle(e.currentTarget.checked)}
      />
      {props.on && (
        <NumberInput
          aria-label={`${props.label}: ${props.suffix === "%" ? "percent" : "number"}`}
          value={props.value}
          onChange={(v) => props.onValue(typeof v === "number" ? v : Number(v))}
          min={1}
          max={100}
          step={1}
          allowDecimal={false}
          suffix={props.suffix}
          maw={160}
          ml={54}
        />
      )}
    </Stack>
  );
}

/**
 * A program's completion rules: each requirement on or off with its number, the pass marks, and whether an admin
 * approves each certificate. Live-session attendance is not recorded, so it is not offered.
 */
export function RulesForm({ program }: { program: ProgramRules }) {
  const start = program.rules ?? DEFAULT_RULES;
  const [rules, setRules] = useState<Rules>(start);
  // The numbers a switched-off requirement had, so switching it on again restores them.
  const [kept, setKept] = useState({
    videos: start.videos_percent ?? 80,
    quizzes: start.quizzes_percent ?? 80,
    research: start.research_count ?? 2,
    games: start.games_count ?? 3,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRules();
  const remove = useDeleteRules();
  const kind = researchKindFor(program.program);
  const items = kind === "research" ? "research items" : "projects";
  const set = (patch: Partial<Rules>) => setRules((r) => ({ ...r, ...patch }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CompletionRules.safeParse(rules);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the rules");
    setProblem(null);
    save.mutate(
      { program: program.program, rules: parsed.data },
      { onSuccess: () => toast.success(`${program.label}: certificate rules saved.`) },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Requirement
          label="Videos finished"
          description="Share of the program's videos (main track) watched to the end."
          on={rules.videos_percent !== null}
          value={rules.videos_percent ?? kept.videos}
          suffix="%"
          onToggle={(on) => set({ videos_percent: on ? kept.videos : null })}
          onValue={(v) => {
            set({ videos_percent: v });
            setKept((k) => ({ ...k, videos: v }));
          }}
        />
        <Requirement
          label="Video quizzes passed"
          description="Share of the videos with questions whose quiz is passed (every question answered)."
          on={rules.quizzes_percent !== null}
          value={rules.quizzes_percent ?? kept.quizzes}
          suffix="%"
          onToggle={(on) => set({ quizzes_percent: on ? kept.quizzes : null })}
          onValue={(v) => {
            set({ quizzes_percent: v });
            setKept((k) => ({ ...k, quizzes: v }));
          }}
        />
        {rules.quizzes_percent !== null && (
          <NumberInput
            label="A quiz is passed with"
            description="Share of its questions answered right."
            value={rules.quiz_pass_percent}
            onChange={(v) => set({ quiz_pass_percent: typeof v === "number" ? v : Number(v) })}
            min={1}
            max={100}
            allowDecimal={false}
            suffix="%"
            maw={220}
            ml={54}
          />
        )}
        <Requirement
          label={`Graded ${items}`}
          description={`How many ${items} an instructor must grade at or above the mark below.`}
          on={rules.research_count !== null}
          value={rules.research_count ?? kept.research}
          onToggle={(on) => set({ research_count: on ? kept.research : null })}
          onValue={(v) => {
            set({ research_count: v });
            setKept((k) => ({ ...k, research: v }));
          }}
        />
        {rules.research_count !== null && (
          <NumberInput
            label="Grade needed"
            description="Of the instructor's 10 points."
            value={rules.research_mark_percent}
            onChange={(v) => set({ research_mark_percent: typeof v === "number" ? v : Number(v) })}
            min={1}
            max={100}
            allowDecimal={false}
            suffix="%"
            maw={220}
            ml={54}
          />
        )}
        <Requirement
          label="Game sets finished"
          description="Sets of any game started in this program."
          on={rules.games_count !== null}
          value={rules.games_count ?? kept.games}
          onToggle={(on) => set({ games_count: on ? kept.games : null })}
          onValue={(v) => {
            set({ games_count: v });
            setKept((k) => ({ ...k, games: v }));
          }}
        />
        <Text size="xs" c="gray.7">
          Live-session attendance is not recorded yet, so it cannot be a requirement.
        </Text>
        <Checkbox
          label="An admin approves each certificate before it is issued"
          checked={rules.requires_approval}
          onChange={(e) => set({ requires_approval: e.currentTarget.checked })}
        />
        <Text size="sm" c="gray.8">
          {criteriaNarrative(rules, kind)}
        </Text>
        {(problem || save.isError || remove.isError) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? errorMessage(save.error ?? remove.error)}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            Save rules
          </Button>
          {program.rules && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(program.program, {
                  onSuccess: () => toast.success(`${program.label} awards no new certificates.`),
                })
              }
            >
              Remove rules
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
