import {
  ActionIcon,
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PROFILE_MIN_YEAR } from "@fincareer/domain/contract/profile";
import { yearRangeHint } from "@fincareer/domain/field-words";
import type { ProfileBody } from "@fincareer/domain/contract/profile";
import { HR_INSTITUTES } from "@fincareer/domain/signup-questionnaire";

const MAX_COLLEGES = 5;

/** The colleges list of the profile form: add, edit and remove up to five. */
export function CollegesField({ form, maxYear }: { form: UseFormReturnType<ProfileBody>; maxYear: number }) {
  const colleges = form.getValues().colleges;
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm" id="colleges-label">
        Colleges
      </Text>
      {colleges.length === 0 && (
        <Text size="sm" c="gray.7">
          No college added yet.
        </Text>
      )}
      {colleges.map((college, index) => (
        <Paper key={form.key(`colleges.${index}`)} withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <Autocomplete
              label="College or university"
              data={HR_INSTITUTES as string[]}
              limit={8}
              withAsterisk
              {...form.getInputProps(`colleges.${index}.name`)}
              key={form.key(`colleges.${index}.name`)}
            />
            <TextInput
              label="Degree"
              placeholder="B.Com (Hons)"
              withAsterisk
              {...form.getInputProps(`colleges.${index}.degree`)}
              key={form.key(`colleges.${index}.degree`)}
            />
            <Group grow align="flex-start">
              <NumberInput
                label="From (year)"
                description={yearRangeHint(PROFILE_MIN_YEAR, maxYear)}
                min={PROFILE_MIN_YEAR}
                max={maxYear}
                allowDecimal={false}
                withAsterisk
                {...form.getInputProps(`colleges.${index}.start_year`)}
                key={form.key(`colleges.${index}.start_year`)}
              />
              <NumberInput
                label="To (year)"
                description="Empty while studying"
                min={PROFILE_MIN_YEAR}
                max={maxYear}
                allowDecimal={false}
                {...form.getInputProps(`colleges.${index}.end_year`)}
                onChange={(v) =>
                  form.setFieldValue(`colleges.${index}.end_year`, v === "" ? null : Number(v))
                }
                key={form.key(`colleges.${index}.end_year`)}
              />
            </Group>
            <Group justify="flex-end">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove college ${college.name || index + 1}`}
                onClick={() => form.removeListItem("colleges", index)}
                w="auto"
                px="xs"
              >
                Remove
              </ActionIcon>
            </Group>
          </Stack>
        </Paper>
      ))}
      {colleges.length < MAX_COLLEGES && (
        <Button
          variant="default"
          onClick={() =>
            form.insertListItem("colleges", {
              name: "",
              degree: "",
              start_year: new Date().getFullYear() - 3,
              end_year: null,
            })
          }
        >
          Add a college
        </Button>
      )}
    </Stack>
  );
}
