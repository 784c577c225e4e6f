import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockLink } from "@apollo/client/testing";
import { GraphQLError } from "graphql";
import { useState } from "react";
import {
  EvidenceUploadDocument,
  type EvidenceUploadMutationVariables,
} from "../../__generated__/graphql";
import { renderWithProviders, type RenderOptions } from "../../test/render";
import { EvidenceEditor, evidenceFileProblem, formatFileSize } from "./EvidenceEditor";
import type { EvidenceLink } from "./line-edits";

const FILE_ID = "3f2b8c1e-5d4a-4b6f-9e7d-2a1c0b9d8e7f";
const stored: EvidenceLink = {
  name: "2024-03 electricity bill.pdf",
  url: `/files/${FILE_ID}`,
  fileId: FILE_ID,
};
const link: EvidenceLink = { name: "Meter photos", url: "https://drive.example.com/meter" };

/** The mocked answers arrive after a tick; a loaded test machine may need longer. */
const SLOW = { timeout: 4000 };

/** The editor over evidence it keeps itself, as the case editor's unsaved edits would. */
function Editor({
  initial,
  readOnly = false,
  onChange,
}: {
  initial: EvidenceLink[];
  readOnly?: boolean;
  onChange: (evidence: EvidenceLink[]) => void;
}) {
  const [evidence, setEvidence] = useState(initial);
  return (
    <EvidenceEditor
      lineName="Grid electricity"
      evidence={evidence}
      readOnly={readOnly}
      onChange={(next) => {
        setEvidence(next);
        onChange(next);
      }}
    />
  );
}

function renderEditor(
  initial: EvidenceLink[],
  options: RenderOptions & { readOnly?: boolean } = {},
) {
  const changes: EvidenceLink[][] = [];
  renderWithProviders(
    <Editor
      initial={initial}
      readOnly={options.readOnly}
      onChange={(next) => changes.push(next)}
    />,
    { permissions: ["aa", "aa01"], ...options },
  );
  return changes;
}

async function open(user: ReturnType<typeof userEvent.setup>, count: number) {
  const word = count === 1 ? "item" : "items";
  await user.click(
    screen.getByRole("button", { name: `Evidence of Grid electricity: ${count} ${word}` }),
  );
  return screen.findByText("Evidence of Grid electricity");
}

const fileInput = () =>
  screen.getByLabelText<HTMLInputElement>("Upload files as evidence of Grid electricity");

/** A mocked upload that records what it was sent and answers the stored file. */
function uploadMock(
  sent: EvidenceUploadMutationVariables[],
  answer: { id: string; name: string; size: number } | GraphQLError,
): MockLink.MockedResponse {
  return {
    request: {
      query: EvidenceUploadDocument,
      variables: (variables: EvidenceUploadMutationVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result:
      answer instanceof GraphQLError
        ? { errors: [answer] }
        : {
            data: {
              uploadEvidenceFile: {
                __typename: "StoredFile",
                ...answer,
                mimeType: "application/pdf",
                url: `/files/${answer.id}`,
              },
            },
          },
  };
}

describe("evidenceFileProblem", () => {
  it("takes the allowed types up to the limit, whatever the case of the extension", () => {
    expect(evidenceFileProblem({ name: "Invoice.PDF", size: 10 * 1024 * 1024 })).toBeNull();
    expect(evidenceFileProblem({ name: "meter.jpeg", size: 1 })).toBeNull();
  });

  it("names a type not allowed and a file over 10 MB (10,485,760 bytes)", () => {
    expect(evidenceFileProblem({ name: "setup.exe", size: 1 })).toBe("wrongType");
    expect(evidenceFileProblem({ name: "README", size: 1 })).toBe("wrongType");
    expect(evidenceFileProblem({ name: "scan.pdf", size: 10_485_761 })).toBe("tooLarge");
  });

  it("writes sizes as browsers do", () => {
    // 12.5 × 1024 × 1024 = 13,107,200 bytes.
    expect(formatFileSize(13_107_200)).toBe("12.5 MB");
    expect(formatFileSize(2048)).toBe("2 KB");
  });
});

describe("EvidenceEditor", () => {
  it("lists files to download and links to open", async () => {
    const user = userEvent.setup();
    renderEditor([stored, link]);
    await open(user, 2);

    expect(
      screen.getByRole("button", { name: "Download 2024-03 electricity bill.pdf" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Meter photos" })).toHaveAttribute(
      "href",
      "https://drive.example.com/meter",
    );
  });

  it("never makes a link of an address that is not https (http only for localhost)", async () => {
    const user = userEvent.setup();
    renderEditor([
      { name: "Odd address", url: "javascript:alert(1)" },
      { name: "Plain http", url: "http://drive.example.com/meter" },
    ]);
    await open(user, 2);

    for (const name of ["Odd address", "Plain http"]) {
      expect(screen.getByText(name)).toBeInTheDocument();
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
    }
  });

  it("uploads a chosen file and adds it to the line's evidence", async () => {
    const user = userEvent.setup();
    const sent: EvidenceUploadMutationVariables[] = [];
    const content = "%PDF-1.4 meter reading";
    const changes = renderEditor([link], {
      mocks: [uploadMock(sent, { id: FILE_ID, name: "reading.pdf", size: content.length })],
    });
    await open(user, 1);

    await user.upload(fileInput(), new File([content], "reading.pdf", { type: "application/pdf" }));

    await waitFor(() => expect(changes).toHaveLength(1), SLOW);
    expect(sent).toEqual([
      {
        input: {
          name: "reading.pdf",
          mimeType: "application/pdf",
          // The bytes in base64, worked out independently of the browser's reader.
          contentBase64: Buffer.from(content).toString("base64"),
        },
      },
    ]);
    expect(changes[0]).toEqual([
      link,
      { name: "reading.pdf", url: `/files/${FILE_ID}`, fileId: FILE_ID },
    ]);
    expect(screen.getByRole("button", { name: "Download reading.pdf" })).toBeInTheDocument();
    expect(screen.queryByText(/Uploading/)).not.toBeInTheDocument();
  });

  it("uploads files dropped on it", async () => {
    const user = userEvent.setup();
    const sent: EvidenceUploadMutationVariables[] = [];
    const changes = renderEditor([], {
      mocks: [uploadMock(sent, { id: FILE_ID, name: "readings.csv", size: 9 })],
    });
    await open(user, 0);

    fireEvent.drop(screen.getByRole("group", { name: "Files for Grid electricity" }), {
      dataTransfer: { files: [new File(["month,kWh"], "readings.csv", { type: "text/csv" })] },
    });

    expect(await screen.findByText("Uploading readings.csv…")).toBeInTheDocument();
    await waitFor(() => expect(changes).toHaveLength(1), SLOW);
    expect(sent[0].input.name).toBe("readings.csv");
    expect(changes[0]).toEqual([
      { name: "readings.csv", url: `/files/${FILE_ID}`, fileId: FILE_ID },
    ]);
  });

  it("refuses a file too large or of a wrong type in the browser, each with its message", async () => {
    // The browser's accept filter is off: the editor must refuse the type itself.
    const user = userEvent.setup({ applyAccept: false });
    const sent: EvidenceUploadMutationVariables[] = [];
    const changes = renderEditor([], {
      mocks: [uploadMock(sent, { id: FILE_ID, name: "ok.pdf", size: 4 })],
    });
    await open(user, 0);
    const large = new File(["%PDF"], "scan.pdf", { type: "application/pdf" });
    // 12.5 MB, over the 10 MB limit, without holding that much in the test.
    Object.defineProperty(large, "size", { value: 13_107_200 });

    await user.upload(fileInput(), [
      large,
      new File(["MZ"], "setup.exe"),
      new File(["%PDF"], "ok.pdf", { type: "application/pdf" }),
    ]);

    expect(
      await screen.findByText("scan.pdf is 12.5 MB; a file may be at most 10 MB."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "setup.exe cannot be uploaded: use PDF, an image, Excel, Word, CSV or text.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(changes).toHaveLength(1), SLOW);
    expect(sent.map((variables) => variables.input.name)).toEqual(["ok.pdf"]);

    await user.click(screen.getByRole("button", { name: "Dismiss the message about setup.exe" }));
    expect(screen.queryByText(/setup\.exe cannot be uploaded/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal beside the file and adds nothing", async () => {
    const user = userEvent.setup();
    const message = "invoice.pdf is not a valid PDF file: its content does not match its extension";
    const changes = renderEditor([], {
      mocks: [
        uploadMock(
          [],
          new GraphQLError(message, {
            extensions: { code: "BAD_USER_INPUT", field: "contentBase64" },
          }),
        ),
      ],
    });
    await open(user, 0);

    await user.upload(fileInput(), new File(["not a pdf"], "invoice.pdf"));

    expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
    expect(changes).toEqual([]);
  });

  it("downloads a file with the session's token and saves it under its name", async () => {
    const user = userEvent.setup();
    const requests: Array<{ url: string; headers: Record<string, string> }> = [];
    const pdf = new Blob(["%PDF-1.4"], { type: "application/pdf" });
    const fetchMock = jest.fn((url: string, init: { headers: Record<string, string> }) => {
      requests.push({ url, headers: init.headers });
      return Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(pdf) });
    });
    const saved: Array<{ blob: Blob; name: string }> = [];
    let pending: Blob | null = null;
    const originalFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = (blob: Blob) => {
      pending = blob;
      return "blob:evidence";
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (pending && this.href === "blob:evidence")
        saved.push({ blob: pending, name: this.download });
    });
    try {
      renderEditor([stored]);
      await open(user, 1);

      await user.click(
        screen.getByRole("button", { name: "Download 2024-03 electricity bill.pdf" }),
      );

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(requests).toEqual([
        {
          url: `/files/${FILE_ID}`,
          headers: { "accept-language": "en", "user-token": "test-token" },
        },
      ]);
      expect(saved[0]).toEqual({ blob: pdf, name: "2024-03 electricity bill.pdf" });
    } finally {
      click.mockRestore();
      globalThis.fetch = originalFetch;
    }
  });

  it("says why a download failed", async () => {
    const user = userEvent.setup();
    const originalFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({
        ok: false,
        status: 404,
        json: () =>
          Promise.resolve({
            errors: [{ message: "File not found", extensions: { code: "NOT_FOUND" } }],
          }),
      }),
    ) as unknown as typeof fetch;
    try {
      renderEditor([stored]);
      await open(user, 1);

      await user.click(
        screen.getByRole("button", { name: "Download 2024-03 electricity bill.pdf" }),
      );

      expect(
        await screen.findByText(
          "2024-03 electricity bill.pdf could not be downloaded: File not found",
        ),
      ).toBeInTheDocument();
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it("adds a link and removes an item", async () => {
    const user = userEvent.setup();
    const changes = renderEditor([stored]);
    await open(user, 1);

    await user.type(screen.getByRole("textbox", { name: "Name (e.g. invoice 2024-03)" }), "Photos");
    await user.type(screen.getByRole("textbox", { name: "Address (https://…)" }), "drive/photos");
    await user.click(screen.getByRole("button", { name: "Add link" }));
    expect(
      screen.getByText("The address must start with https:// (http:// only for localhost)"),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: "Address (https://…)" }));
    await user.type(
      screen.getByRole("textbox", { name: "Address (https://…)" }),
      "https://drive.example.com/photos",
    );
    await user.click(screen.getByRole("button", { name: "Add link" }));
    await user.click(screen.getByRole("button", { name: "Remove 2024-03 electricity bill.pdf" }));

    expect(changes).toEqual([
      [stored, { name: "Photos", url: "https://drive.example.com/photos" }],
      [{ name: "Photos", url: "https://drive.example.com/photos" }],
    ]);
  });

  it("offers no upload, link or removal on a read-only line", async () => {
    const user = userEvent.setup();
    renderEditor([stored], { readOnly: true });
    const title = await open(user, 1);
    const body = title.parentElement!;

    expect(within(body).getByRole("button", { name: /^Download/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Upload files/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add link" })).not.toBeInTheDocument();
  });

  it("speaks Chinese in a Chinese interface", async () => {
    const user = userEvent.setup();
    renderEditor([], { language: "zh-CN" });
    await user.click(screen.getByRole("button", { name: "Grid electricity 的证明材料：0 项" }));

    expect(await screen.findByText("将发票、抄表记录等文件拖到此处")).toBeInTheDocument();
    expect(
      screen.getByText(
        "可上传 PDF、图片（PNG、JPEG、WebP、GIF）、Excel、Word、CSV 或文本文件，单个文件最大 10 MB。",
      ),
    ).toBeInTheDocument();
  });
});
