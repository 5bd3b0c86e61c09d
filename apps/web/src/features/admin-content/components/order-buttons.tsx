import { ActionIcon, Group } from "@mantine/core";

/** Up / down / delete buttons for an item in an ordered list. */
export function OrderButtons({
  label,
  first,
  last,
  disabled,
  onMove,
  onDelete,
}: {
  label: string;
  first: boolean;
  last: boolean;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${label} up`}
        disabled={first || disabled}
        onClick={() => onMove(-1)}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Move ${label} down`}
        disabled={last || disabled}
        onClick={() => onMove(1)}
      >
        ↓
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${label}`}
        disabled={disabled}
        onClick={onDelete}
      >
        ✕
      </ActionIcon>
    </Group>
  );
}
