import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import {
  DEFAULT_NUDGE,
  fillNudge,
  startsWithGreeting,
  unknownPlaceholders,
} from "@fincareer/domain/analytics";
import { programInfo } from "@fincareer/domain/programs";
import type { ProgramName } from "@fincareer/domain/programs";
import { toast } from "../../../lib/toast.ts";
import { useSendNudge } from "../api/send-nudge.ts";

/** The nudge dialog: an editable subject and message with {name}, {first_name} and {program}, and a preview. */
export function NudgeModal({
  opened,
  onClose,
  program,
  learners,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  program: string;
  learners: readonly { id: number; name: string }[];
  onSent: () => void;
}) {
  const phone = useMediaQuery("(max-width: 36em)");
  const [subject, setSubject] = useState<string>(DEFAULT_NUDGE.subject);
  const [message, setMessage] = useState<string>(DEFAULT_NUDGE.message);
  const send = useSendNudge();
  const unknown = (text: string) => {
    const [first] = unknownPlaceholders(text);
    return first === undefined
      ? null
      : `Unknown placeholder {${first}}: use {name}, {first_name} or {program}`;
  };
  const subjectError = unknown(subject);
  const messageError = unknown(message);
  const first = learners[0];
  // As the server fills it in: {program} is the program's name, and the mail greets unless the message does.
  const label = programInfo(program)?.label ?? program;
  const filled = (text: string, name: string) => fillNudge(text, { name, program: label });

  const handleSend = () => {
    send.mutate(
      { program: program as ProgramName, user_ids: learners.map((l) => l.id), subject, message },
      {
        onSuccess: (res) => {
          toast.success(
            `Nudge sent to ${res.sent} learner${res.sent === 1 ? "" : "s"}` +
              (res.skipped ? ` (${res.skipped} deactivated left out)` : ""),
          );
          onSent();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Send nudge" size="lg" fullScreen={phone}>
      <Stack gap="sm">
        <Text size="sm">
          To {learners.length} learner{learners.length === 1 ? "" : "s"} of {program}: a notification in the
          app and an email each, greeted by name. Replies to the email come to you. Placeholders: {"{name}"},{" "}
          {"{first_name}"}, {"{program}"} (the program&apos;s name, {label}).
        </Text>
        <TextInput
          label="Subject"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={subjectError}
          maxLength={150}
          required
        />
        <Textarea
          label="Message"
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={messageError}
          autosize
          minRows={4}
          maxLength={2000}
          required
        />
        {first && !subjectError && !messageError && (
          <Alert variant="light" color="gray" title={`Preview for ${first.name}`}>
            <Text size="sm" fw={600}>
              {filled(subject, first.name)}
            </Text>
            {!startsWithGreeting(message) && <Text size="sm">Hello {first.name},</Text>}
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {filled(message, first.name)}
            </Text>
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {send.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={handleSend}
            loading={send.isPending}
            disabled={
              !subject.trim() || !message.trim() || !!subjectError || !!messageError || learners.length === 0
            }
          >
            Send to {learners.length}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
