import { Menu, Text, UnstyledButton } from "@mantine/core";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { formatDate } from "@fincareer/domain/format";
import { isProgramName } from "@fincareer/domain/programs";
import { CheckIcon, ChevronDownIcon } from "../../../components/icons.tsx";
import { useProgramSwitch } from "../hooks/use-program-switch.ts";
import { programCode, programLabel } from "./program-label.ts";
import classes from "./program-switcher.module.css";
import { SrOnly } from "../../../components/sr-only.tsx";

/** The program-switcher dropdown: the learner's programs; picking one switches the current program. */
export function ProgramSwitcher({
  user,
  tone = "light",
  fullWidthOnPhone = false,
}: {
  user: UserInfo;
  tone?: "light" | "dark";
  /** Stretch to the container's width at phone widths (inside the collapsible menu). */
  fullWidthOnPhone?: boolean;
}) {
  const { switchTo, isSwitching } = useProgramSwitch(user.cprogram);
  const programs = user.program.filter(
    (entry, index, all) => all.findIndex((e) => e.program_name === entry.program_name) === index,
  );

  return (
    <Menu position="bottom-end" shadow="md" width={260} disabled={isSwitching}>
      <Menu.Target>
        <UnstyledButton
          className={classes.target}
          data-tone={tone}
          data-full-width={fullWidthOnPhone || undefined}
          title="Switch program"
          aria-busy={isSwitching}
        >
          <span className={classes.caption} aria-hidden="true">
            Program
          </span>
          {/* Named by its content (WCAG 2.5.3, label in name): the visible program name, then what it does. */}
          <span className={classes.current}>{programLabel(user.cprogram)}</span>
          <SrOnly>, switch program</SrOnly>
          <ChevronDownIcon size={16} className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Your programs</Menu.Label>
        {programs.length === 0 && (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            No programs yet.
          </Text>
        )}
        {programs.map((entry) => {
          const name = entry.program_name;
          const current = name === user.cprogram;
          return (
            <Menu.Item
              key={name}
              disabled={!isProgramName(name)}
              aria-current={current ? "true" : undefined}
              rightSection={current ? <CheckIcon size={16} /> : null}
              onClick={() => {
                if (isProgramName(name)) void switchTo(name);
              }}
            >
              <Text size="sm" fw={current ? 700 : 500}>
                {programLabel(name)}
                {programCode(name) !== null && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {programCode(name)}
                  </Text>
                )}
              </Text>
              {entry.end_date !== null && (
                <Text size="xs" c="dimmed">
                  Ends {formatDate(entry.end_date)}
                </Text>
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
