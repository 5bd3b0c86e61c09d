// The Edit Profile details form: fetched once the page itself has been shown (profile-page.tsx), since its inputs
// (Select, TagsInput, NumberInput), the schema and @mantine/form are most of the screen's code.
import {
  Alert,
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect, useRef } from "react";
import { toast } from "../../../lib/toast.ts";
import { PROFILE_MIN_YEAR, ProfileBody } from "@fincareer/domain/contract/profile";
import { yearRangeHint } from "@fincareer/domain/field-words";
import type { ProfileResponse } from "@fincareer/domain/contract/profile";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { useSaveProfile } from "../api/save-profile.ts";
import { CollegesField } from "./colleges-field.tsx";
import classes from "../pages/profile-page.module.css";

function toBody(p: ProfileResponse): ProfileBody {
  return {
    headline: p.headline,
    city: p.city,
    phone: p.phone,
    linkedin_url: p.linkedin_url,
    education: p.education,
    graduation_year: p.graduation_year,
    colleges: p.colleges,
    university: p.university,
    skills: p.skills,
    behaviour: p.behaviour,
  };
}

/**
 * The details form, mounted once the profile is loaded and started from it (no second pass that would mount every
 * field again); a later copy from the server (after a save) is put in place of the values.
 */
export function ProfileForm({ loaded }: { loaded: ProfileResponse }) {
  const save = useSaveProfile();
  const form = useForm<ProfileBody>({
    mode: "uncontrolled",
    initialValues: toBody(loaded),
    validate: schemaResolver(ProfileBody, { sync: true }),
    validateInputOnBlur: true,
  });
  const applied = useRef(loaded);
  useEffect(() => {
    if (applied.current === loaded) return;
    applied.current = loaded;
    const values = toBody(loaded);
    form.setInitialValues(values);
    form.setValues(values);
    // Only when the server's copy changes; `form` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(ProfileBody.parse(values), {
      onSuccess: () => toast.success("Profile saved."),
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  });

  const options = loaded.options;
  const maxYear = options.max_year;

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="details-title"
    >
      <Title order={2} size="h4" id="details-title">
        About you
      </Title>
      <Stack gap="md" mt="md">
        <TextInput
          label="Headline"
          placeholder="Final-year B.Com student aiming for equity research"
          {...form.getInputProps("headline")}
          key={form.key("headline")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="City"
            placeholder="Mumbai"
            {...form.getInputProps("city")}
            key={form.key("city")}
          />
          <TextInput
            label="Mobile number"
            placeholder="+91 98200 12345"
            inputMode="tel"
            {...form.getInputProps("phone")}
            key={form.key("phone")}
          />
        </SimpleGrid>
        <TextInput
          label="LinkedIn profile"
          description="Your profile address, e.g. linkedin.com/in/your-name"
          {...form.getInputProps("linkedin_url")}
          key={form.key("linkedin_url")}
        />

        <Title order={3} size="h5" mt="sm">
          Education
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Highest qualification"
            placeholder="Choose"
            data={options.education ?? []}
            clearable
            {...form.getInputProps("education")}
            key={form.key("education")}
          />
          <NumberInput
            label="Graduation year"
            description={`${yearRangeHint(PROFILE_MIN_YEAR, maxYear)}, expected if you are still studying`}
            min={PROFILE_MIN_YEAR}
            max={maxYear}
            allowDecimal={false}
            {...form.getInputProps("graduation_year")}
            onChange={(v) => form.setFieldValue("graduation_year", v === "" ? null : Number(v))}
            key={form.key("graduation_year")}
          />
        </SimpleGrid>
        <TextInput
          label="University"
          placeholder="University of Mumbai"
          {...form.getInputProps("university")}
          key={form.key("university")}
        />
        <CollegesField form={form} maxYear={maxYear} />

        <Title order={3} size="h5" mt="sm">
          Skills and work style
        </Title>
        <TagsInput
          label="Skills"
          description="Press Enter after each skill (up to 20)"
          placeholder="Financial modelling"
          maxTags={20}
          clearable
          {...form.getInputProps("skills")}
          key={form.key("skills")}
        />
        <Chip.Group multiple {...form.getInputProps("behaviour")} key={form.key("behaviour")}>
          <fieldset className={classes.chips}>
            <legend className={classes.legend}>How you work (up to 5)</legend>
            <Group gap="xs">
              {(options.behaviour ?? []).map((trait) => (
                <Chip key={trait} value={trait} variant="outline">
                  {trait}
                </Chip>
              ))}
            </Group>
            {form.errors.behaviour !== undefined && (
              <Text c="red.8" size="sm" mt={4} role="alert">
                {form.errors.behaviour}
              </Text>
            )}
          </fieldset>
        </Chip.Group>

        {save.isError && Object.keys(fieldErrors(save.error)).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
