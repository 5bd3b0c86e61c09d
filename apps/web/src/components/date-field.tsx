import { TextInput } from "@mantine/core";
import type { TextInputProps } from "@mantine/core";
import { useState } from "react";
import type { ChangeEvent } from "react";
import {
  dayFirstDate,
  dayFirstDateTime,
  parseDateInput,
  parseDateTimeInput,
} from "@fincareer/domain/date-input";

type FieldProps = Omit<TextInputProps, "value" | "defaultValue" | "onChange" | "type"> & {
  /** The held value (controlled forms): yyyy-mm-dd, or yyyy-mm-ddThh:mm for a date-time. */
  value?: string;
  /** The first value (uncontrolled forms). */
  defaultValue?: string;
  /** The typed value as the form holds it: ISO when it reads as a date, else the text as typed (the form refuses it). */
  onChange?: (value: string) => void;
};

/** How one kind of field shows its value and reads what is typed. */
interface Kind {
  show: (value: string) => string;
  read: (text: string) => { ok: true; value: string } | { ok: false; reason: string };
  placeholder: string;
}

const DATE: Kind = {
  show: dayFirstDate,
  read: (text) => {
    const read = parseDateInput(text);
    return read.ok ? { ok: true, value: read.date } : read;
  },
  placeholder: "dd/mm/yyyy",
};

const DATE_TIME: Kind = { show: dayFirstDateTime, read: parseDateTimeInput, placeholder: "dd/mm/yyyy hh:mm" };

function Field({ kind, value, defaultValue, onChange, onBlur, error, ...rest }: FieldProps & { kind: Kind }) {
  const [text, setText] = useState(() => kind.show(value ?? defaultValue ?? ""));
  const [problem, setProblem] = useState<string | null>(null);
  // A value set from outside (a form reset, an edit loaded) replaces the text unless the text already says it.
  const [seen, setSeen] = useState(value);
  if (value !== undefined && value !== seen) {
    setSeen(value);
    const read = kind.read(text);
    if (!(read.ok && read.value === value) && text !== value) {
      setText(kind.show(value));
      setProblem(null);
    }
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    setText(typed);
    setProblem(null);
    const read = kind.read(typed);
    onChange?.(typed.trim() === "" ? "" : read.ok ? read.value : typed);
  };

  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      placeholder={rest.placeholder ?? kind.placeholder}
      value={text}
      onChange={handleChange}
      onBlur={(event) => {
        const read = kind.read(text);
        setProblem(text.trim() === "" || read.ok ? null : read.reason);
        onBlur?.(event);
      }}
      error={problem ?? error}
    />
  );
}

/** A date typed dd/mm/yyyy (the app's own, not the browser's picker, which shows the system's format). */
export function DateField(props: FieldProps) {
  return <Field kind={DATE} {...props} />;
}

/** A date and time typed dd/mm/yyyy hh:mm, 24-hour; the form holds yyyy-mm-ddThh:mm (as datetime-local did). */
export function DateTimeField(props: FieldProps) {
  return <Field kind={DATE_TIME} {...props} />;
}
