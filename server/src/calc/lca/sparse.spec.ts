import {
  cscFromTriplets,
  cscMultiply,
  cscMultiplyTransposed,
  cscToDense,
  cscTranspose,
  TripletList,
} from "./sparse";

function triplets(entries: [number, number, number][]): TripletList {
  const t = new TripletList();
  for (const [r, c, v] of entries) t.push(r, c, v);
  return t;
}

describe("compressed sparse columns", () => {
  it("sums duplicates, sorts rows within columns and says where each triplet went", () => {
    const { matrix, slot } = cscFromTriplets(
      3,
      2,
      triplets([
        [2, 0, 1],
        [0, 0, 2],
        [2, 0, 3],
        [1, 1, -4],
      ]),
    );
    expect(Array.from(matrix.colPtr)).toEqual([0, 2, 3]);
    expect(Array.from(matrix.rowIndex)).toEqual([0, 2, 1]);
    expect(Array.from(matrix.values)).toEqual([2, 4, -4]);
    expect(Array.from(slot)).toEqual([1, 0, 1, 2]);
    expect(cscToDense(matrix).map((r) => Array.from(r))).toEqual([
      [2, 0],
      [0, -4],
      [4, 0],
    ]);
  });

  it("grows past its initial capacity", () => {
    const t = new TripletList();
    for (let k = 0; k < 5000; k++) t.push(k % 7, k % 3, 1);
    const { matrix } = cscFromTriplets(7, 3, t);
    const total = matrix.values.reduce((s, v) => s + v, 0);
    expect(total).toBe(5000);
  });

  it("refuses an entry outside the matrix", () => {
    expect(() => cscFromTriplets(2, 2, triplets([[2, 0, 1]]))).toThrow("outside a 2×2 matrix");
  });

  it("multiplies and transposes", () => {
    // M = [[1, 2], [0, 3], [4, 0]]
    const { matrix } = cscFromTriplets(
      3,
      2,
      triplets([
        [0, 0, 1],
        [2, 0, 4],
        [0, 1, 2],
        [1, 1, 3],
      ]),
    );
    expect(Array.from(cscMultiply(matrix, Float64Array.of(1, 10)))).toEqual([21, 30, 4]);
    expect(Array.from(cscMultiplyTransposed(matrix, Float64Array.of(1, 1, 1)))).toEqual([5, 5]);
    const t = cscTranspose(matrix);
    expect(cscToDense(t).map((r) => Array.from(r))).toEqual([
      [1, 0, 4],
      [2, 3, 0],
    ]);
  });
});
