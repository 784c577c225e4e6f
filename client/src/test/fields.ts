// Assertions on a form field's error. Chakra's Field links the error text to its control
// (aria-errormessage) only after a MutationObserver has seen the text appear, one render after
// the text itself; asserting right after the text shows races that render, so wait for the link.
import { waitFor } from "@testing-library/react";

/** Waits until the control returned by `control` names `message` as its error message. */
export async function expectFieldError(control: () => HTMLElement, message: string): Promise<void> {
  await waitFor(() => expect(control()).toHaveAccessibleErrorMessage(message));
}
