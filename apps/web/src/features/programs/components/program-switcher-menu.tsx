import { Menu, Text } from "@mantine/core";
import type { UserInfo } from "@fincareer/domain/contract/user";
import { formatDate } from "@fincareer/domain/format";
import { isProgramName } from "@fincareer/domain/programs";
import { CheckIcon } from "../../../components/icons.tsx";
import { useProgramSwitch } from "../hooks/use-program-switch.ts";
import { ProgramSwitcherButton } from "./program-switcher-button.tsx";
import type { SwitcherLook } from "./program-switcher-button.tsx";
import { programCode, programLabel } from "./program-label.ts";

/**
 * The program-switcher dropdown: the learner's programs; picking one switches the current program. Loaded on first
 * use (program-switcher.tsx), so it mounts open.
 */
export default function ProgramSwitcherMenu({
  user,
  tone,
  fullWidthOnPhone,
}: { user: UserInfo } & SwitcherLook) {
  const { switchTo, isSwitching } = useProgramSwitch(user.cprogram);
  const programs = user.program.filter(
    (entry, index, all) => all.findIndex((e) => e.program_name === entry.program_name) === index,
  );

  return (
    <Menu position="bottom-end" shadow="md" width={260} disabled={isSwitching} defaultOpened>
      <Menu.Target>
        <ProgramSwitcherButton
          program={user.cprogram}
          tone={tone}
          fullWidthOnPhone={fullWidthOnPhone}
          aria-busy={isSwitching}
        />
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
