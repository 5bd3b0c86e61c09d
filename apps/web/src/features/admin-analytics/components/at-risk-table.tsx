import { Anchor, Badge, Checkbox, Group, List, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { useMediaQuery } from "@mantine/hooks";
import { DEMO_COHORT_DOMAIN } from "@fincareer/domain/analytics";
import type { AtRiskLearner } from "@fincareer/domain/contract/analytics";
import { formatDate, formatDateTime } from "@fincareer/domain/format";
import classes from "./analytics.module.css";
import { PersonName } from "../../../components/person-name.tsx";

/** Whether an account is one of the generated demo cohort's. */
export function isDemoLearner(email: string): boolean {
  return email.endsWith(`@${DEMO_COHORT_DOMAIN}`);
}

/** The user page (a drawer over /admin/users) with the learner's activity timeline. */
export const learnerPage = (id: number) => `/admin/users?id=${id}`;

/** "nudged on 26/11": when an instructor last nudged the learner (the day, IST). */
export const nudgedOn = (at: string) => `nudged on ${formatDate(at).slice(0, 5)}`;

function LearnerName({ learner }: { learner: AtRiskLearner }) {
  const demo = isDemoLearner(learner.email);
  return (
    <PersonName
      name={
        <Anchor component={Link} to={learnerPage(learner.id)} inherit>
          {learner.name}
        </Anchor>
      }
      email={learner.email}
      badge={
        (demo || learner.last_nudged) && (
          <Group component="span" gap={4} display="inline-flex">
            {demo && (
              <Badge size="xs" color="gray" variant="light">
                demo
              </Badge>
            )}
            {learner.last_nudged && (
              <Badge
                size="xs"
                color="blue"
                variant="light"
                tt="none"
                title={formatDateTime(learner.last_nudged)}
              >
                {nudgedOn(learner.last_nudged)}
              </Badge>
            )}
          </Group>
        )
      }
    />
  );
}

const lastActive = (l: AtRiskLearner) => (l.last_active ? formatDateTime(l.last_active) : "never");

function Reasons({ learner }: { learner: AtRiskLearner }) {
  return (
    <List size="sm" spacing={2}>
      {learner.reasons.map((r) => (
        <List.Item key={r.code}>{r.text}</List.Item>
      ))}
    </List>
  );
}

/**
 * The at-risk learners with a checkbox each (and one for all), their last activity and reasons: a table, and on a
 * phone one card per learner so nothing is cut off.
 */
export function AtRiskTable({
  learners,
  selected,
  onToggle,
  onToggleAll,
}: {
  learners: readonly AtRiskLearner[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (all: boolean) => void;
}) {
  const all = learners.length > 0 && learners.every((l) => selected.has(l.id));
  const some = learners.some((l) => selected.has(l.id));
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const selectAll = (
    <Checkbox
      aria-label="Select every learner"
      label={phone ? "Select every learner" : undefined}
      checked={all}
      indeterminate={some && !all}
      onChange={() => onToggleAll(!all)}
    />
  );
  const selectOne = (l: AtRiskLearner) => (
    <Checkbox aria-label={`Select ${l.name}`} checked={selected.has(l.id)} onChange={() => onToggle(l.id)} />
  );

  if (phone) {
    return (
      <>
        {selectAll}
        <ul className={classes.riskCards} aria-label="At-risk learners">
          {learners.map((l) => (
            <li key={l.id} className={classes.riskCard} data-selected={selected.has(l.id) || undefined}>
              {selectOne(l)}
              <div className={classes.riskCardBody}>
                <div>
                  <LearnerName learner={l} />
                </div>
                <Text size="xs" c="gray.7">
                  Last active: {lastActive(l)}
                </Text>
                <Reasons learner={l} />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{selectAll}</Table.Th>
            <Table.Th>Learner</Table.Th>
            <Table.Th>Last active</Table.Th>
            <Table.Th>Reasons</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {learners.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{selectOne(l)}</Table.Td>
              <Table.Td>
                <LearnerName learner={l} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{lastActive(l)}</Text>
              </Table.Td>
              <Table.Td>
                <Reasons learner={l} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
