import type { MockedResponse } from "@apollo/client/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import {
  CreateIndustryDocument,
  CreateIndustryStandardDocument,
  DeleteIndustryDocument,
  DeleteIndustryStandardDocument,
  UpdateIndustryDocument,
  UpdateIndustryStandardDocument,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { IndustriesPage } from "./IndustriesPage";
import { IndustryStandardsPage } from "./IndustryStandardsPage";
import { REFERENCE, STANDARDS } from "./test-fixtures";

/** The platform operator's codes for each screen: the rows are global data. */
const INDUSTRY_EDITOR = ["gac", "sys"];
const STANDARD_EDITOR = ["gad", "sys"];

const industry = (
  id: number,
  code: string,
  name: string,
  nameEn: string,
  parentId: number | null,
  sort: number,
) => ({ __typename: "Industry" as const, id, code, name, nameEn, parentId, sort });

/** Types a value in one go (pasted), which keeps the form specs quick. */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

const refusal = (message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code: "CONFLICT" } })],
});

describe("IndustriesPage", () => {
  it("lists the industry sections with both names and finds them by either", async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndustriesPage />, { permissions: ["gac"], mocks: [REFERENCE] });
    const table = screen.getByRole("table", { name: "Industries" });
    const row = (await within(table).findByText("C")).closest("tr")!;
    expect(within(row).getByText("制造业")).toBeVisible();
    expect(within(row).getByText("Manufacturing")).toBeVisible();
    expect(screen.getByText("2 in total")).toBeVisible();

    await user.type(screen.getByRole("searchbox"), "电力");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(within(table).queryByText("Manufacturing")).not.toBeInTheDocument();
    expect(within(table).getByText("D")).toBeVisible();
  });

  it("is read-only, saying why, for a gac holder who is not the platform operator", async () => {
    renderWithProviders(<IndustriesPage />, { permissions: ["gac"], mocks: [REFERENCE] });
    await within(screen.getByRole("table", { name: "Industries" })).findByText("C");

    expect(
      screen.getByText(
        "Read-only: industries are global data of the platform operator (permission sys), shared by every company.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "New industry" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit industry C" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete industry C" })).not.toBeInTheDocument();
  });

  it("adds an industry under a section; a blank English name is left to the server", async () => {
    const created = {
      request: {
        query: CreateIndustryDocument,
        variables: {
          input: {
            code: "C25",
            name: "石油、煤炭及其他燃料加工业",
            nameEn: null,
            parentId: 3,
            sort: null,
          },
        },
      },
      result: {
        data: {
          createIndustry: industry(
            9,
            "C25",
            "石油、煤炭及其他燃料加工业",
            "石油、煤炭及其他燃料加工业",
            3,
            0,
          ),
        },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustriesPage />, {
      permissions: INDUSTRY_EDITOR,
      mocks: [REFERENCE, created],
    });
    await within(screen.getByRole("table", { name: "Industries" })).findByText("C");
    expect(screen.queryByText(/^Read-only/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "New industry" }));
    const dialog = await screen.findByRole("dialog", { name: "New industry" });
    await fill(user, within(dialog).getByLabelText(/^Code/), "C25");
    await fill(
      user,
      within(dialog).getByLabelText(/^Name \(Chinese\)/),
      "石油、煤炭及其他燃料加工业",
    );
    await user.selectOptions(within(dialog).getByLabelText("Parent industry"), "C Manufacturing");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Industry C25 created")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("checks the code before sending anything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndustriesPage />, { permissions: INDUSTRY_EDITOR, mocks: [REFERENCE] });
    await within(screen.getByRole("table", { name: "Industries" })).findByText("C");

    await user.click(screen.getByRole("button", { name: "New industry" }));
    const dialog = await screen.findByRole("dialog");
    await fill(user, within(dialog).getByLabelText(/^Code/), "C 25");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(
      await within(dialog).findByText("Use letters, digits and . _ - only (no spaces)"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the name")).toBeInTheDocument();
  });

  it("shows a code another industry has on the code field", async () => {
    const message = "An industry with the code D already exists";
    const taken = {
      request: {
        query: CreateIndustryDocument,
        variables: {
          input: { code: "D", name: "重复", nameEn: null, parentId: null, sort: null },
        },
      },
      result: refusal(message),
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustriesPage />, {
      permissions: INDUSTRY_EDITOR,
      mocks: [REFERENCE, taken],
    });
    await within(screen.getByRole("table", { name: "Industries" })).findByText("C");

    await user.click(screen.getByRole("button", { name: "New industry" }));
    const dialog = await screen.findByRole("dialog");
    await fill(user, within(dialog).getByLabelText(/^Code/), "D");
    await fill(user, within(dialog).getByLabelText(/^Name \(Chinese\)/), "重复");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Code/)).toHaveAttribute("aria-invalid", "true");
  });

  it("edits an industry, never offering it as its own parent", async () => {
    const updated = {
      request: {
        query: UpdateIndustryDocument,
        variables: {
          input: {
            id: 4,
            code: "D",
            name: "电力、热力、燃气及水生产和供应业",
            nameEn: "Electricity, heat, gas and water supply",
            parentId: null,
            sort: 3,
          },
        },
      },
      result: {
        data: {
          updateIndustry: industry(
            4,
            "D",
            "电力、热力、燃气及水生产和供应业",
            "Electricity, heat, gas and water supply",
            null,
            3,
          ),
        },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustriesPage />, {
      permissions: INDUSTRY_EDITOR,
      mocks: [REFERENCE, updated],
    });

    await user.click(await screen.findByRole("button", { name: "Edit industry D" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit industry D" });
    const parent = within(dialog).getByLabelText("Parent industry");
    expect(within(parent).getByRole("option", { name: "C Manufacturing" })).toBeInTheDocument();
    expect(within(parent).queryByRole("option", { name: /^D / })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Position/)).toHaveValue("3");
    const english = within(dialog).getByLabelText(/^English name/);
    await fill(user, english, "Electricity, heat, gas and water supply");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks before deleting and deletes", async () => {
    const deleted = {
      request: { query: DeleteIndustryDocument, variables: { id: 4 } },
      result: { data: { deleteIndustry: true } },
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustriesPage />, {
      permissions: INDUSTRY_EDITOR,
      mocks: [REFERENCE, deleted],
    });

    await user.click(await screen.findByRole("button", { name: "Delete industry D" }));
    const question = await screen.findByRole("alertdialog");
    expect(
      within(question).getByText(
        /Delete the industry D “Production and supply of electricity, heat, gas and water”\?/,
      ),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Industry D deleted")).toBeInTheDocument();
  });

  it("shows the server's refusal to delete an industry in use, naming its users", async () => {
    const message =
      "The industry C is still used by 2 corporation(s), the industry defaults; change or delete them first";
    const refused: MockedResponse = {
      request: { query: DeleteIndustryDocument, variables: { id: 3 } },
      result: refusal(message),
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustriesPage />, {
      permissions: INDUSTRY_EDITOR,
      mocks: [REFERENCE, refused],
    });

    await user.click(await screen.findByRole("button", { name: "Delete industry C" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Industry C deleted")).not.toBeInTheDocument();
    expect(within(screen.getByRole("table", { name: "Industries" })).getByText("C")).toBeVisible();
  });

  it("offers editing in Chinese in the Chinese interface", async () => {
    renderWithProviders(<IndustriesPage />, {
      permissions: INDUSTRY_EDITOR,
      mocks: [REFERENCE],
      language: "zh-CN",
    });
    expect(await screen.findByRole("button", { name: "编辑行业 C" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "新建行业" })).toBeInTheDocument();
  });
});

describe("IndustryStandardsPage", () => {
  it("lists the standards and filters them by kind", async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndustryStandardsPage />, { permissions: ["gad"], mocks: [STANDARDS] });
    const table = screen.getByRole("table", { name: "Industry standards" });
    const cement = (await within(table).findByText("CN-GUIDE-CEMENT")).closest("tr")!;
    expect(within(cement).getByText("Chinese industry guideline")).toBeVisible();
    expect(within(cement).getByText("2013")).toBeVisible();
    expect(screen.getByText("3 in total")).toBeVisible();

    await user.selectOptions(screen.getByLabelText("Kind"), "International standard");

    expect(within(table).getByText("ISO14064-1-2018")).toBeVisible();
    expect(within(table).queryByText("CN-GUIDE-CEMENT")).not.toBeInTheDocument();
    expect(screen.getByText("1 in total")).toBeVisible();
  });

  it("is read-only, saying why, for a gad holder who is not the platform operator", async () => {
    renderWithProviders(<IndustryStandardsPage />, { permissions: ["gad"], mocks: [STANDARDS] });
    await screen.findByText("CN-GUIDE-CEMENT");

    expect(screen.getByText(/^Read-only: standards are global data/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "New standard" })).not.toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Delete standard CN-GUIDE-CEMENT" }),
    ).not.toBeInTheDocument();
  });

  it("shows names in Chinese in the Chinese interface", async () => {
    renderWithProviders(<IndustryStandardsPage />, {
      permissions: ["gad"],
      mocks: [STANDARDS],
      language: "zh-CN",
    });
    expect(
      await screen.findByText("中国水泥生产企业温室气体排放核算方法与报告指南（试行）"),
    ).toBeVisible();
    expect(screen.getAllByText("中国行业指南").length).toBeGreaterThan(0);
  });

  it("adds a standard of the kind the list is filtered by", async () => {
    const created = {
      request: {
        query: CreateIndustryStandardDocument,
        variables: {
          input: {
            code: "ISO14064-2:2019",
            name: "ISO 14064-2:2019",
            nameEn: null,
            kind: "international",
            publisher: "ISO",
            year: 2019,
            sort: null,
          },
        },
      },
      result: {
        data: {
          createIndustryStandard: {
            __typename: "IndustryStandard",
            id: 4,
            code: "ISO14064-2:2019",
            name: "ISO 14064-2:2019",
            nameEn: "ISO 14064-2:2019",
            kind: "international",
            publisher: "ISO",
            year: 2019,
            sort: 4,
          },
        },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustryStandardsPage />, {
      permissions: STANDARD_EDITOR,
      mocks: [STANDARDS, created],
    });
    await screen.findByText("CN-GUIDE-CEMENT");
    await user.selectOptions(screen.getByLabelText("Kind"), "International standard");

    await user.click(screen.getByRole("button", { name: "New standard" }));
    const dialog = await screen.findByRole("dialog", { name: "New standard" });
    expect(within(dialog).getByLabelText(/^Kind/)).toHaveValue("international");
    await fill(user, within(dialog).getByLabelText(/^Code/), "ISO14064-2:2019");
    await fill(user, within(dialog).getByLabelText(/^Name \(Chinese\)/), "ISO 14064-2:2019");
    await fill(user, within(dialog).getByLabelText("Publisher"), "ISO");
    await fill(user, within(dialog).getByLabelText(/^Year/), "2019");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Standard ISO14064-2:2019 created")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks for a year from 1900 to 2100 and a kind before sending anything", async () => {
    const user = userEvent.setup();
    renderWithProviders(<IndustryStandardsPage />, {
      permissions: STANDARD_EDITOR,
      mocks: [STANDARDS],
    });
    await screen.findByText("CN-GUIDE-CEMENT");

    await user.click(screen.getByRole("button", { name: "New standard" }));
    const dialog = await screen.findByRole("dialog");
    await fill(user, within(dialog).getByLabelText(/^Year/), "1850");
    await user.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await within(dialog).findByText("Enter a year from 1900 to 2100")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose the kind")).toBeInTheDocument();
  });

  it("edits a standard, keeping its place", async () => {
    const updated = {
      request: {
        query: UpdateIndustryStandardDocument,
        variables: {
          input: {
            id: 2,
            code: "CN-GUIDE-CEMENT",
            name: "中国水泥生产企业温室气体排放核算方法与报告指南（试行）",
            nameEn: "Cement enterprises: GHG emissions accounting and reporting guidelines (trial)",
            kind: "cn-guideline",
            publisher: "NDRC",
            year: 2013,
            sort: 2,
          },
        },
      },
      result: {
        data: {
          updateIndustryStandard: {
            __typename: "IndustryStandard",
            id: 2,
            code: "CN-GUIDE-CEMENT",
            name: "中国水泥生产企业温室气体排放核算方法与报告指南（试行）",
            nameEn: "Cement enterprises: GHG emissions accounting and reporting guidelines (trial)",
            kind: "cn-guideline",
            publisher: "NDRC",
            year: 2013,
            sort: 2,
          },
        },
      },
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustryStandardsPage />, {
      permissions: STANDARD_EDITOR,
      mocks: [STANDARDS, updated],
    });

    await user.click(await screen.findByRole("button", { name: "Edit standard CN-GUIDE-CEMENT" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit standard CN-GUIDE-CEMENT" });
    const publisher = within(dialog).getByLabelText("Publisher");
    expect(publisher).toHaveValue("国家发展改革委（NDRC）");
    await fill(user, publisher, "NDRC");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("shows the server's refusal to delete a standard templates follow", async () => {
    const message =
      "The standard CN-GUIDE-CEMENT is still used by 1 template(s); change or delete them first";
    const refused = {
      request: { query: DeleteIndustryStandardDocument, variables: { id: 2 } },
      result: refusal(message),
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustryStandardsPage />, {
      permissions: STANDARD_EDITOR,
      mocks: [STANDARDS, refused],
    });

    await user.click(
      await screen.findByRole("button", { name: "Delete standard CN-GUIDE-CEMENT" }),
    );
    const question = await screen.findByRole("alertdialog");
    expect(within(question).getByText(/Delete the standard CN-GUIDE-CEMENT/)).toBeInTheDocument();
    await user.click(within(question).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("deletes a standard no template follows", async () => {
    const deleted = {
      request: { query: DeleteIndustryStandardDocument, variables: { id: 3 } },
      result: { data: { deleteIndustryStandard: true } },
    };
    const user = userEvent.setup();
    renderWithProviders(<IndustryStandardsPage />, {
      permissions: STANDARD_EDITOR,
      mocks: [STANDARDS, deleted],
    });

    await user.click(
      await screen.findByRole("button", { name: "Delete standard ISO14064-1-2018" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );

    expect(await screen.findByText("Standard ISO14064-1-2018 deleted")).toBeInTheDocument();
  });
});
