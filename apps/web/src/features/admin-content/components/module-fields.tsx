import { TextInput } from "@mantine/core";

/** The form state ModuleFields edits: a module's title and description with their setters. */
export interface ModuleFieldsState {
  title: string;
  setTitle: (title: string) => void;
  description: string;
  setDescription: (description: string) => void;
}

/** A module's title (required) and description fields, for adding and editing a module. */
export function ModuleFields({
  state,
  titleLabel = "Title",
}: {
  state: ModuleFieldsState;
  titleLabel?: string;
}) {
  return (
    <>
      <TextInput
        label={titleLabel}
        value={state.title}
        onChange={(e) => state.setTitle(e.currentTarget.value)}
        required
      />
      <TextInput
        label="Description"
        value={state.description}
        onChange={(e) => state.setDescription(e.currentTarget.value)}
      />
    </>
  );
}
