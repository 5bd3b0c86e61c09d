import { Alert, Button, Group, Select, Stack, Title } from "@mantine/core";
import type { SelectProps } from "@mantine/core";
import { useForm } from "@mantine/form";
import { AdminEnrolBody } from "@fincareer/domain/contract/admin";
import { plansOf } from "@fincareer/domain/programs";
import { DateField } from "../../../components/date-field.tsx";
import { useEnrolUser } from "../api/enrol-user.ts";
import { formError, requestValidate, showFieldErrors } from "../../../lib/field-errors.ts";
import { PROGRAM_OPTIONS } from "../../../lib/program-options.ts";

// Mantine's default description gray is too light to read (contrast); one shade darker than body text.
const DESCRIPTION_STYLES = { description: { color: "var(--mantine-color-gray-7)" } };

/** The plans a program may carry, as select options (issue 41: only that program's; the server checks too). */
const planOptions = (program: string | null) =>
  program ? plansOf(program).map((p) => ({ value: p, label: p })) : [];

/** The plan select of a chosen program (the enrol form's and the create-user dialog's): only that program's plans. */
export function PlanSelect({ program, ...props }: SelectProps & { program: string | null }) {
  const plans = planOptions(program);
  return (
    <Select
      label="Plan"
      placeholder={program && plans.length === 0 ? "This program has no plans" : "None"}
      data={plans}
      disabled={plans.length === 0}
      clearable
      miw={140}
      {...props}
    />
  );
}

interface Values {
  program: string | null;
  plan: string | null;
  start: string;
  end: string;
}

/** The request of the form's values: an empty date is left out (start today, no end). */
const toBody = (email: string, values: Values) => ({
  email,
  program: values.program,
  plan: values.plan,
  ...(values.start ? { start: values.start } : {}),
  ...(values.end ? { end: values.end } : {}),
});

/** Enrol in a program with plan and dates (enrolling again in the same program updates plan and dates). */
export function EnrolForm({ email }: { email: string }) {
  const enrol = useEnrolUser();
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { program: null, plan: null, start: "", end: "" },
    validate: requestValidate(AdminEnrolBody, (values: Values) => toBody(email, values)),
    // A plan of the program chosen before is not one of the new program's.
    onValuesChange: (next, prev) => {
      if (next.program !== prev.program && next.plan !== null) form.setFieldValue("plan", null);
    },
  });

  const handleSubmit = form.onSubmit((values) =>
    enrol.mutate(AdminEnrolBody.parse(toBody(email, values)), { onError: showFieldErrors(form) }),
  );
  const banner = formError(enrol.error);

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="enrol-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="enrol-title">
          Enrol
        </Title>
        {banner && (
          <Alert color="red" variant="light" role="alert">
            {banner}
          </Alert>
        )}
        {enrol.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {enrol.data.created ? "Enrolled in" : "Updated"} {enrol.data.enrolment.program_name}.
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label="Program"
            data={PROGRAM_OPTIONS}
            {...form.getInputProps("program")}
            key={form.key("program")}
            searchable
            required
            miw={200}
          />
          <PlanSelect program={form.values.program} {...form.getInputProps("plan")} key={form.key("plan")} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <DateField
            label="Start"
            name="start"
            {...form.getInputProps("start")}
            key={form.key("start")}
            styles={DESCRIPTION_STYLES}
            description="Empty: today"
            miw={140}
          />
          <DateField
            label="End"
            name="end"
            {...form.getInputProps("end")}
            key={form.key("end")}
            styles={DESCRIPTION_STYLES}
            description="Empty: open-ended"
            miw={140}
          />
        </Group>
        <Button type="submit" loading={enrol.isPending} style={{ alignSelf: "flex-start" }}>
          Enrol
        </Button>
      </Stack>
    </form>
  );
}
