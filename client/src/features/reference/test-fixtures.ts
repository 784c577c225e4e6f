// Reference rows as the reference lists answer them, for the specs of every screen that reads
// them (accounting, factors, admin data): the two top-level industries and units by their parts.
/** Manufacturing and the utilities, the two top-level industries the specs need (GB/T 4754). */
export const INDUSTRIES = [
  {
    __typename: "Industry" as const,
    id: 3,
    code: "C",
    name: "制造业",
    nameEn: "Manufacturing",
    parentId: null,
    sort: 2,
  },
  {
    __typename: "Industry" as const,
    id: 4,
    code: "D",
    name: "电力、热力、燃气及水生产和供应业",
    nameEn: "Production and supply of electricity, heat, gas and water",
    parentId: null,
    sort: 3,
  },
];

/** A unit as the reference lists answer it. */
export const unit = (
  id: number,
  symbol: string,
  nameEn: string,
  name: string,
  dimension: string,
  toBase: number,
  selectable = false,
) => ({ __typename: "Unit" as const, id, symbol, name, nameEn, dimension, toBase, selectable });
