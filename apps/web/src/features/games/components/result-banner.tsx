import { Alert, Button, Group } from "@mantine/core";
import { Link } from "react-router";

/** The end of a set: won or lost, the score, and where to go next. */
export function ResultBanner({
  won,
  message,
  onAgain,
  againLabel = "Play again",
}: {
  won: boolean;
  message: string;
  onAgain?: () => void;
  againLabel?: string;
}) {
  return (
    <Alert color={won ? "teal" : "red"} variant="light" title={won ? "You won!" : "Set lost"} role="status">
      {message}
      <Group mt="sm" gap="sm">
        {onAgain && <Button onClick={onAgain}>{againLabel}</Button>}
        <Button component={Link} to="/games/performance" variant="default">
          See my performance
        </Button>
        <Button component={Link} to="/games" variant="subtle">
          All games
        </Button>
      </Group>
    </Alert>
  );
}
