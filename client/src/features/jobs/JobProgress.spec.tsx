import type { MockedResponse } from "@apollo/client/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CancelJobDocument,
  JobDocument,
  type JobProgress_JobFragment,
} from "../../__generated__/graphql";
import { renderWithProviders } from "../../test/render";
import { JobProgress } from "./JobProgress";

const ID = "6f1f3c0e-9a51-4f7e-9d6a-0c7c3b7f2a10";

function job(values: Partial<JobProgress_JobFragment>): JobProgress_JobFragment {
  return {
    __typename: "Job",
    id: ID,
    kind: "upstream-database-import",
    status: "running",
    progressDone: 0,
    progressTotal: 0,
    progressNote: null,
    result: null,
    error: null,
    attempts: 1,
    createdAt: "2026-11-25T10:00:00.000Z",
    startedAt: "2026-11-25T10:00:01.000Z",
    finishedAt: null,
    ...values,
  } as JobProgress_JobFragment;
}

const read = (answer: JobProgress_JobFragment): MockedResponse => ({
  request: { query: JobDocument, variables: { id: ID } },
  result: { data: { job: answer } },
});

describe("JobProgress", () => {
  it("shows the steps as they go and reports the finished job once", async () => {
    const finished = job({ status: "succeeded", progressDone: 4, progressTotal: 4 });
    const onFinished = jest.fn();
    renderWithProviders(<JobProgress jobId={ID} onFinished={onFinished} />, {
      mocks: [
        read(job({ progressDone: 1, progressTotal: 4, progressNote: "Reading datasets" })),
        read(finished),
      ],
    });

    expect(await screen.findByText("Running")).toBeVisible();
    expect(screen.getByText("1 of 4")).toBeVisible();
    // 1 of 4 steps is 25 %.
    expect(screen.getByText("25%")).toBeVisible();
    expect(screen.getByText("Reading datasets")).toBeVisible();

    expect(await screen.findByText("Finished", {}, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Cancel job" })).not.toBeInTheDocument();
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(onFinished).toHaveBeenCalledWith(
      expect.objectContaining({ id: ID, status: "succeeded" }),
    );
  });

  it("says why a job failed, in the user's language", async () => {
    renderWithProviders(<JobProgress jobId={ID} />, {
      language: "zh-CN",
      mocks: [read(job({ status: "failed", error: "uslci.zip 不是有效的 zip 文件" }))],
    });

    expect(await screen.findByText("失败")).toBeVisible();
    expect(screen.getByText("uslci.zip 不是有效的 zip 文件")).toBeVisible();
  });

  it("cancels a running job after confirmation", async () => {
    const user = userEvent.setup();
    const cancelled = job({ status: "cancelled" });
    const cancel = jest.fn(() => ({ data: { cancelJob: cancelled } }));
    renderWithProviders(<JobProgress jobId={ID} />, {
      mocks: [
        read(job({ progressDone: 2, progressTotal: 10 })),
        { request: { query: CancelJobDocument, variables: { id: ID } }, result: cancel },
        read(cancelled),
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Cancel job" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this job?" });
    expect(dialog).toHaveTextContent("Work already done by the job is discarded");
    await user.click(screen.getAllByRole("button", { name: "Cancel job" }).at(-1)!);

    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("The job was cancelled.", {}, { timeout: 3000 })).toBeVisible();
  });
});
