// The hooks' documents (one module per operations file, `__generated__/ops`) must print exactly
// as the client preset's (`__generated__/graphql.ts`), which the screens' tests build their
// mocks from: Apollo's mocks match a request by its printed query.
import { print, type DocumentNode } from "graphql";
import * as preset from "../__generated__/graphql";
import * as hooks from "../__generated__/hooks";

const documentsOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name]) => name.endsWith("Document")) as [string, DocumentNode][];

describe("generated documents", () => {
  it("gives every operation one document, printed as the client preset prints it", () => {
    const ours = new Map(documentsOf(hooks));
    const theirs = documentsOf(preset);
    expect(theirs.length).toBeGreaterThan(300);
    expect([...ours.keys()].sort()).toEqual(theirs.map(([name]) => name).sort());
    const differing = theirs.filter(
      ([name, document]) => print(ours.get(name)!) !== print(document),
    );
    expect(differing.map(([name]) => name)).toEqual([]);
  });
});
