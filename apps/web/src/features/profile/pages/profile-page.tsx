import {
  Alert,
  Button,
  Chip,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useDeferredValue, useEffect, useRef } from "react";
import { Link } from "react-router";
import { toast } from "../../../lib/toast.ts";
import { PROFILE_MIN_YEAR, ProfileBody } from "@fincareer/domain/contract/profile";
import { yearRangeHint } from "@fincareer/domain/field-words";
import type { ProfileResponse } from "@fincareer/domain/contract/profile";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { useProfile } from "../api/get-profile.ts";
import { useSaveProfile } from "../api/save-profile.ts";
import { CollegesField } from "../components/colleges-field.tsx";
import { PhotoCard } from "../components/photo-card.tsx";
import classes from "./profile-page.module.css";

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

/** /profile (Edit Profile): photo, personal details, education, colleges, skills and work style. */
export default function ProfilePage() {
  const user = useCurrentUser();
  const profile = useProfile();
  // The form mounts from a deferred copy of the answer: React builds it in slices between the browser's own work
  // (on a phone, one long task otherwise), and the skeleton stays until it is ready.
  const loaded = useDeferredValue(profile.data);

  if (user === null) return null;

  return (
    <Container size="lg" py="lg" className={classes.page}>
      <Title order={1} className={classes.title}>
        Edit Profile
      </Title>
      <Text c="gray.7" mb="lg">
        Recruiters and mentors see this profile. Keep your education and skills current.
      </Text>
      <div className={classes.layout}>
        <Stack gap="md">
          <PhotoCard name={user.name} photo={loaded?.photo ?? user.photo} />
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-title">
            <Title order={2} size="h4" id="account-title">
              Account
            </Title>
            <Text size="sm" mt="xs">
              {user.name}
            </Text>
            <Text size="sm" c="gray.7">
              {user.email}
            </Text>
            {/* The form belongs to the account-security feature; its page is one link away. */}
            <Group gap="sm" mt="md">
              <Button component={Link} to="/profile/password" variant="light">
                Change password
              </Button>
              <Button component={Link} to="/profile/notifications" variant="default">
                Email notifications
              </Button>
            </Group>
          </Paper>
        </Stack>

        {loaded !== undefined ? (
          <ProfileForm loaded={loaded} />
        ) : profile.isError ? (
          <Alert color="red" role="alert" title="Your profile could not be loaded">
            {profile.error.message}
          </Alert>
        ) : (
          <Skeleton h={520} radius="md" aria-label="Loading your profile" />
        )}
      </div>
    </Container>
  );
}

/**
 * The details form, mounted once the profile is loaded and started from it (no second pass that would mount every
 * field again); a later copy from the server (after a save) is put in place of the values.
 */
function ProfileForm({ loaded }: { loaded: ProfileResponse }) {
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
