import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  CaseEditorUpdateCaseDocument,
  type CaseEditorUpdateCaseMutationVariables,
} from "../../__generated__/graphql";
import { renderWithProviders, type RenderOptions } from "../../test/render";
import { CaseSettingsDialog } from "./CaseSettingsDialog";
import { caseFixture } from "./test-fixtures";

const theCase = caseFixture({ outputAmount: 1200, outputUnit: "t" });

/** The mocked answers arrive after a tick; a loaded test machine may need longer. */
const SLOW = { timeout: 4000 };

const renderDialog = (options: RenderOptions = {}) => {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  renderWithProviders(
    <CaseSettingsDialog open item={theCase} onClose={onClose} onSaved={onSaved} />,
    { permissions: ["aa", "aa01"], ...options },
  );
  return { onClose, onSaved };
};

const nameField = () => screen.getByRole("textbox", { name: /Case name/ });
const gwpField = () => screen.getByRole("combobox", { name: /GWP set/ });

describe("CaseSettingsDialog", () => {
  it("shows the case's current settings", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Case settings" })).toBeInTheDocument();
    expect(nameField()).toHaveValue("2024 GHG inventory");
    expect(gwpField()).toHaveValue("AR6");
    expect(screen.getByRole("textbox", { name: "Output of the period" })).toHaveValue("1200");
  });

  it("sends the changed name and GWP set, then reports the save", async () => {
    const user = userEvent.setup();
    let sent: unknown = null;
    const { onClose, onSaved } = renderDialog({
      mocks: [
        {
          request: {
            query: CaseEditorUpdateCaseDocument,
            variables: (variables: CaseEditorUpdateCaseMutationVariables) => {
              sent = variables;
              return true;
            },
          },
          result: {
            data: {
              updateCase: {
                ...theCase,
                name: "2024 inventory (revised)",
                gwpSet: "AR5",
                status: 5,
              },
            },
          },
        },
      ],
    });
    await user.clear(nameField());
    await user.type(nameField(), "  2024 inventory (revised) ");
    await user.selectOptions(gwpField(), "AR5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Case settings saved", {}, SLOW)).toBeInTheDocument();
    // Only what changed, trimmed: untouched fields are left as they are on the server.
    expect(sent).toEqual({ input: { id: 1, name: "2024 inventory (revised)", gwpSet: "AR5" } });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it("checks the fields with the new-case form's rules before sending", async () => {
    const user = userEvent.setup();
    const { onSaved } = renderDialog();
    await user.clear(nameField());
    const year = screen.getByRole("textbox", { name: /Reporting year/ });
    await user.clear(year);
    await user.type(year, "1980");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter the case's name")).toBeInTheDocument();
    expect(screen.getByText("Enter a year from 1990 to 2100")).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's error on the field it names", async () => {
    const message = "periodEnd must be within the reporting year";
    const user = userEvent.setup();
    const { onSaved, onClose } = renderDialog({
      mocks: [
        {
          request: {
            query: CaseEditorUpdateCaseDocument,
            variables: { input: { id: 1, periodEnd: "2024-06-30" } },
          },
          result: {
            errors: [
              new GraphQLError(message, {
                extensions: { code: "BAD_USER_INPUT", field: "periodEnd" },
              }),
            ],
          },
        },
      ],
    });
    const periodEnd = screen.getByLabelText(/Period end/);
    await user.clear(periodEnd);
    await user.type(periodEnd, "2024-06-30");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(periodEnd).toHaveAttribute("aria-invalid", "true"));
    expect(nameField()).not.toHaveAttribute("aria-invalid");
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
