import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { SignupBody } from "@fincareer/domain/contract/auth";
import type { NoticeLanguage, OptionalPurpose } from "@fincareer/domain/contract/privacy";
import { isApiError } from "../../lib/api-error.ts";
import { useNotice } from "../../features/privacy/api/privacy.ts";
import { acceptLabel, SignupNotice } from "../../features/privacy/components/signup-notice.tsx";
import { NewPasswordInput } from "../../components/new-password-input.tsx";
import { getToken, setToken } from "../../lib/token.ts";
import { login } from "../../features/auth/api/login.ts";
import { useSignup } from "../../features/auth/api/signup.ts";
import { AuthLayout } from "../../features/auth/components/auth-layout.tsx";
import { EmailInput } from "../../features/auth/components/email-input.tsx";
import { fieldErrors } from "../../lib/field-errors.ts";
import { TOGGLE_PROPS } from "../../features/auth/components/password-toggle.ts";

/** The notice opens in English; the learner may switch it to Hindi. */
const FIRST_LANGUAGE: NoticeLanguage = "en";

/**
 * /signup: name, email and password, and the privacy notice (issue 43: shown before any data is collected, in
 * English or Hindi) with the box that accepts it and one box per optional use; POST /api/auth/signup records the
 * consent with the account. Then log in with the same details, store the token and go to "/" (the guard sends a new
 * account to /signup/step1). Sign-up answers alike for a taken email, so when the login fails the page says what to
 * do instead. A notice published meanwhile (409 notice_changed) is shown again to accept. A signed-in visitor goes
 * straight on.
 */
export default function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signup = useSignup();
  const notice = useNotice();
  const form = useForm({
    mode: "controlled",
    initialValues: {
      name: "",
      email: "",
      password: "",
      consent: {
        // The version shown when the box was ticked: the one accepted.
        notice_version: 0,
        accepted: false,
        purposes: [] as OptionalPurpose[],
        language: FIRST_LANGUAGE,
      },
    },
    validate: schemaResolver(SignupBody, { sync: true }),
  });
  const [answerNote, setAnswerNote] = useState<string | null>(null);

  if (getToken() !== null && !signup.isSuccess) return <Navigate to="/" replace />;

  const lang = form.values.consent.language;
  const handleSubmit = form.onSubmit((values) => {
    setAnswerNote(null);
    const body = SignupBody.parse(values);
    const { email, password } = body;
    signup.mutate(body, {
      // mutate() ignores what onSuccess returns, so the follow-up login is a chain with its own catch.
      onSuccess: (answer) => {
        login({ email, password })
          .then(({ token }) => {
            setToken(token);
            queryClient.clear();
            void navigate("/", { replace: true });
          })
          .catch(() => setAnswerNote(answer.message));
      },
      onError: (error) => {
        // A new version was published while the form was open: show it, and ask for the box again.
        if (isApiError(error, 409) && error.code === "notice_changed") {
          form.setFieldValue("consent.accepted", false);
          void notice.refetch();
        }
        form.setErrors(fieldErrors(error));
      },
    });
  });
  const fieldError = signup.isError && Object.keys(fieldErrors(signup.error)).length > 0;

  return (
    <AuthLayout
      title="Create your account"
      subtitle="It takes a minute. Your program enrolment links to this email."
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" mt="lg">
          {answerNote && (
            <Alert color="blue" variant="light" role="status" title="Check your details">
              {answerNote}
            </Alert>
          )}
          {signup.isError && !fieldError && (
            <Alert color="red" variant="light" role="alert" title="Could not create the account">
              {signup.error.message}
            </Alert>
          )}
          <TextInput
            label="Full name"
            name="name"
            autoComplete="name"
            required
            size="md"
            {...form.getInputProps("name")}
            key={form.key("name")}
          />
          <EmailInput {...form.getInputProps("email")} key={form.key("email")} />
          <NewPasswordInput
            label="Password"
            name="password"
            visibilityToggleButtonProps={TOGGLE_PROPS}
            size="md"
            {...form.getInputProps("password")}
            key={form.key("password")}
          />
          <SignupNotice
            notice={notice.data}
            loadFailed={notice.isError}
            onRetry={() => void notice.refetch()}
            lang={lang}
            onLang={(value) => form.setFieldValue("consent.language", value)}
            accepted={
              <Checkbox
                label={acceptLabel(lang)}
                lang={lang}
                required
                {...form.getInputProps("consent.accepted", { type: "checkbox" })}
                onChange={(e) => {
                  form.setFieldValue("consent.accepted", e.currentTarget.checked);
                  form.setFieldValue("consent.notice_version", notice.data?.version ?? 0);
                }}
                key={form.key("consent.accepted")}
              />
            }
            purposes={form.values.consent.purposes}
            onPurposes={(value) => form.setFieldValue("consent.purposes", value)}
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            disabled={!notice.data}
            loading={signup.isPending || (signup.isSuccess && !answerNote)}
          >
            Create account
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            Already have an account?{" "}
            <Anchor component={Link} to="/login" fw={600}>
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
