// Text people type that later leaves the app (calendar files, captions, emails, CSV): no control characters, which
// would end a line or a field there. One-line fields refuse every one; multi-line fields keep tab and line breaks.

// C0 controls, DEL and C1 controls (matching control characters is the point of these two patterns).
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// The same, less tab and line feed; a CR only as part of a CRLF line end (text pasted from Windows).
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

/** True when text holds a control character (multi-line text may hold tab, LF and CRLF). */
export function hasControlCharacter(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_IN_LINES : ANY_CONTROL).test(text);
}

/** The error of a field holding a control character, naming the field as the screen labels it. */
export function controlCharacterMessage(label: string, multiline = false): string {
  return multiline
    ? `${label} must not contain control characters (line breaks and tabs are fine)`
    : `${label} must be one line of text, without line breaks, tabs or other control characters`;
}

/** Text with its control characters replaced by spaces (line breaks kept as LF in multi-line text). */
export function withoutControlCharacters(text: string, multiline = false): string {
  const lines = multiline ? text.replace(/\r\n?/g, "\n") : text;
  return lines.replace(new RegExp((multiline ? CONTROL_IN_LINES : ANY_CONTROL).source, "g"), " ");
}
