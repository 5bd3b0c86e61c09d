import { Spoiler, Text } from "@mantine/core";
import classes from "./research.module.css";

/** A submission's text, folded to `maxHeight` px behind show/hide controls with these labels. */
export function ResearchText({
  text,
  maxHeight,
  showLabel,
  hideLabel,
}: {
  text: string;
  maxHeight: number;
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <Spoiler
      classNames={{ control: classes.spoilerControl }}
      maxHeight={maxHeight}
      showLabel={showLabel}
      hideLabel={hideLabel}
      mt="sm"
    >
      <Text size="sm" className={classes.preWrap}>
        {text}
      </Text>
    </Spoiler>
  );
}
