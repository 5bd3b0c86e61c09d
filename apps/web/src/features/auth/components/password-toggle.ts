// The show/hide button of a password field. Its name avoids the word "password", so the field is the only
// element a "Password" label lookup (screen readers' form lists, browser tests) finds.
export const TOGGLE_PROPS = { "aria-label": "Show or hide the characters typed" };
