import { Fragment } from "react";

/**
 * An email address that wraps only between its parts (before "@" and after each "." or "-"), never mid-word, so
 * a long address in a narrow column stays readable.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=[.-])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
