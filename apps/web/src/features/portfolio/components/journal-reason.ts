// The trading-journal reason every order form asks for: one set of rules for the ticket, the trailing stop, the
// cancel dialog and the note editor (the server's limit is the contract's Reason: 1000 characters).
import { useForm } from "@mantine/form";

/** The most characters a reason may have (the textarea's maxLength; the server refuses more). */
export const REASON_MAX = 1000;

/** The message for a reason that breaks the rules, or null. `required`: a new order must give one. */
export function reasonProblem(reason: string, required: boolean): string | null {
  const trimmed = reason.trim();
  if (required && trimmed === "") return "Write a line for your trading journal: why this trade?";
  if (trimmed.length > REASON_MAX) return `Shorten the reason to ${REASON_MAX} characters or fewer`;
  return null;
}

/** A form holding just a journal reason (cancel an order, edit an order's note); it may be left empty. */
export function useReasonForm(initial: string) {
  return useForm({
    mode: "uncontrolled",
    initialValues: { reason: initial },
    validate: { reason: (reason) => reasonProblem(reason, false) },
    transformValues: ({ reason }) => ({ reason: reason.trim() }),
  });
}
