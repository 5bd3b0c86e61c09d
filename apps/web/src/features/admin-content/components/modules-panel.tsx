import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import type { ResourceTrack } from "@fincareer/domain/content";
import type { Family } from "@fincareer/domain/programs";
import { useModules } from "../api/list-modules.ts";
import { confirmForcedDelete } from "../api/content-mutation.ts";
import { useCreateModule, useDeleteModule, useOrderModules } from "../api/modules.ts";
import { errorText, moved } from "./error-text.ts";
import { ModuleCard } from "./module-card.tsx";
import classes from "./admin-content.module.css";
import { ModuleFields, useModuleForm } from "./module-fields.tsx";
import { formError, showFieldErrors } from "../../../lib/field-errors.ts";

/** The modules of a family's track, in order, with the form to add one. */
export function ModulesPanel({ family, track }: { family: Family; track: ResourceTrack }) {
  const modules = useModules(family, track);
  const create = useCreateModule();
  const order = useOrderModules();
  const remove = useDeleteModule();
  const form = useModuleForm();
  const list = modules.data?.modules ?? [];
  const ids = list.map((m) => m.id);

  const handleCreate = form.onSubmit((values) =>
    create.mutate(
      { family, track, ...values },
      { onSuccess: () => form.reset(), onError: showFieldErrors(form) },
    ),
  );
  const createError = formError(create.error);

  return (
    <Stack gap="md">
      {modules.isPending && <Skeleton h={160} />}
      {modules.isError && (
        <Alert color="red" role="alert">
          {errorText(modules.error)}
        </Alert>
      )}
      {modules.isSuccess && list.length === 0 && (
        <Paper withBorder p="lg" ta="center">
          <Text fw={600}>No modules yet for {family}</Text>
          <Text size="sm" c="dimmed">
            Add the first module below.
          </Text>
        </Paper>
      )}
      {list.map((m, i) => (
        <ModuleCard
          key={m.id}
          module={m}
          index={i}
          count={list.length}
          busy={order.isPending || remove.isPending}
          onMove={(by) => order.mutate({ family, track, ids: moved(ids, i, by) })}
          onDelete={() => {
            if (
              window.confirm(`Delete module "${m.title}" with its ${m.videos.length} video(s) and questions?`)
            )
              remove.mutate(
                { id: m.id },
                {
                  onError: (error) =>
                    confirmForcedDelete(error, () => remove.mutate({ id: m.id, force: true })),
                },
              );
          }}
        />
      ))}
      {(order.error || remove.error) && (
        <Alert color="red" role="alert">
          {errorText(order.error ?? remove.error)}
        </Alert>
      )}
      <Paper withBorder p="md">
        <form onSubmit={handleCreate} noValidate className={classes.addForm} aria-label="Add a module">
          <Text fw={600}>Add a module</Text>
          <Group grow align="flex-start" className={classes.stackOnPhone}>
            <ModuleFields form={form} />
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              Add module
            </Button>
          </Group>
          {createError && (
            <Alert color="red" p="xs" role="alert">
              {createError}
            </Alert>
          )}
        </form>
      </Paper>
    </Stack>
  );
}
