import { CombinedGraphQLErrors } from "@apollo/client";
import { callErrors, errorAction, fieldErrors, formErrors } from "./errors";

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe("reading call errors (SPEC §8)", () => {
  it("treats SESSION_EXPIRED (10001) and SESSION_INVALID (10002) as an ended session", () => {
    for (const code of ["SESSION_EXPIRED", "SESSION_INVALID"]) {
      const [error] = callErrors(graphqlError("Your session has expired", { code }));
      expect(errorAction(error)).toEqual({
        kind: "sessionEnded",
        message: "Your session has expired",
      });
    }
  });

  it("treats FORBIDDEN (the legacy 401) as a refusal that leads to /401", () => {
    const [error] = callErrors(
      graphqlError("No permission", { code: "FORBIDDEN", reason: "MISSING_PERMISSION" }),
    );
    expect(errorAction(error).kind).toBe("permissionRefused");
  });

  it("shows a guard-rail refusal such as deleting yourself as a message", () => {
    const [error] = callErrors(
      graphqlError("You cannot delete yourself", { code: "FORBIDDEN", reason: "SELF_PROTECTION" }),
    );
    expect(errorAction(error)).toEqual({
      kind: "message",
      message: "You cannot delete yourself",
      field: null,
    });
  });

  it("leaves the forced password change to its dialog", () => {
    const [error] = callErrors(
      graphqlError("Change it", { code: "FORBIDDEN", reason: "PASSWORD_CHANGE_REQUIRED" }),
    );
    expect(errorAction(error).kind).toBe("passwordChangeRequired");
  });

  it("shows any other error's message (the legacy 501)", () => {
    const [error] = callErrors(graphqlError("Name taken", { code: "CONFLICT" }));
    expect(errorAction(error)).toEqual({ kind: "message", message: "Name taken", field: null });
  });

  it("keys BAD_USER_INPUT messages by their field, first message per field", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: "Too short", extensions: { code: "BAD_USER_INPUT", field: "newPassword" } },
        { message: "Second", extensions: { code: "BAD_USER_INPUT", field: "newPassword" } },
        { message: "No field", extensions: { code: "BAD_USER_INPUT" } },
        { message: "Taken", extensions: { code: "CONFLICT", field: "username" } },
      ],
    });
    expect(fieldErrors(error)).toEqual({ newPassword: "Too short" });
  });

  it("reads a network failure as a message without a code", () => {
    expect(callErrors(new Error("Failed to fetch"))).toEqual([
      { code: null, message: "Failed to fetch", field: null, reason: null },
    ]);
  });
});

describe("splitting a failed form save", () => {
  const error = new CombinedGraphQLErrors({
    errors: [
      { message: "Too long", extensions: { code: "BAD_USER_INPUT", field: "name" } },
      { message: "Bad agent", extensions: { code: "BAD_USER_INPUT", field: "agentId" } },
      { message: "Name taken", extensions: { code: "CONFLICT" } },
      { message: "Expired", extensions: { code: "SESSION_EXPIRED" } },
    ],
  });

  it("puts field errors on the form's fields and the rest in messages", () => {
    // agentId is not a field of this form; the session end is the link's to handle.
    expect(formErrors(error, ["name", "description"])).toEqual({
      fields: { name: "Too long" },
      other: ["Bad agent", "Name taken"],
    });
  });

  it("puts a conflict on the named field when that field has no error yet", () => {
    expect(formErrors(error, ["name", "code"], "code")).toEqual({
      fields: { name: "Too long", code: "Name taken" },
      other: ["Bad agent"],
    });
  });
});
