import { Autocomplete, Checkbox, Group, NumberInput, Radio, Select, Stack, Textarea } from "@mantine/core";
import type { HrResponse } from "@fincareer/domain/contract/hr";
import { yearRangeHint } from "@fincareer/domain/field-words";

type Question = HrResponse["questions"][number];
type Value = string | string[] | number | undefined;

/** Choices up to this many show as radio buttons; longer lists as a select. */
const RADIO_MAX = 5;

/** One questionnaire question as its input (radio, select, checkboxes, year, text or the institute picker). */
export function QuestionField({
  question,
  value,
  error,
  institutes,
  onChange,
}: {
  question: Question;
  value: Value;
  error?: string;
  institutes: string[];
  onChange: (value: Value) => void;
}) {
  const common = { label: question.label, withAsterisk: question.required, error };
  const options = question.options ?? [];
  switch (question.type) {
    case "single":
      return options.length <= RADIO_MAX ? (
        <Radio.Group {...common} value={typeof value === "string" ? value : null} onChange={onChange}>
          <Stack gap={8} mt={6}>
            {options.map((o) => (
              <Radio key={o} value={o} label={o} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Select
          {...common}
          data={options}
          placeholder="Choose one"
          value={typeof value === "string" && value !== "" ? value : null}
          onChange={(v) => onChange(v ?? "")}
          allowDeselect={false}
        />
      );
    case "multi":
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
          {options.some((o) => o.length > 24) ? (
            <Stack gap={8} mt={6}>
              {options.map((o) => (
                <Checkbox key={o} value={o} label={o} />
              ))}
            </Stack>
          ) : (
            <Group gap="sm" mt={6}>
              {options.map((o) => (
                <Checkbox key={o} value={o} label={o} />
              ))}
            </Group>
          )}
        </Checkbox.Group>
      );
    case "year":
      return (
        <NumberInput
          {...common}
          min={question.min}
          max={question.max}
          allowDecimal={false}
          description={
            question.min !== undefined && question.max !== undefined
              ? yearRangeHint(question.min, question.max)
              : undefined
          }
          maw={300}
          value={typeof value === "number" ? value : ""}
          onChange={(v) => onChange(v === "" ? undefined : Number(v))}
        />
      );
    case "text":
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxLength={question.maxLength}
          value={typeof value === "string" ? value : ""}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case "institute":
      return (
        <Autocomplete
          {...common}
          data={institutes}
          limit={8}
          placeholder="Start typing, or write your college's name"
          value={typeof value === "string" ? value : ""}
          onChange={onChange}
        />
      );
  }
}
