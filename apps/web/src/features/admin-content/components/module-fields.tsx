import { TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { UseFormReturnType } from "@mantine/form";
import { CreateModuleBody } from "@fincareer/domain/contract/content";
import { requestValidate } from "../../../lib/field-errors.ts";

/** A module's fields as the add and edit forms hold them. */
export interface ModuleValues {
  title: string;
  description: string;
}

/** The form of a module's title and description, checked by the module contract's rules. */
export function useModuleForm(initialValues: ModuleValues = { title: "", description: "" }) {
  return useForm<ModuleValues>({
    mode: "uncontrolled",
    initialValues,
    validate: requestValidate(
      CreateModuleBody.pick({ title: true, description: true }),
      (v: ModuleValues) => v,
    ),
  });
}

/** A module's title (required) and description fields, for adding and editing a module. */
export function ModuleFields({
  form,
  titleLabel = "Title",
}: {
  form: UseFormReturnType<ModuleValues>;
  titleLabel?: string;
}) {
  return (
    <>
      <TextInput label={titleLabel} required {...form.getInputProps("title")} key={form.key("title")} />
      <TextInput label="Description" {...form.getInputProps("description")} key={form.key("description")} />
    </>
  );
}
