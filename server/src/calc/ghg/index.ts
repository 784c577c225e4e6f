// The greenhouse-gas inventory engine's public surface: the contract types, the gas catalogue,
// the engine and its compensated sum.

export * from "./types";
export type { BlendComponent, GasDefinition } from "./gases";
export {
  GASES,
  GAS_ORDER,
  gasByCodeOrNull,
  gwp,
  gwpTable,
  isGasCode,
  resolveGasCode,
  synonymsOf,
} from "./gases";
export { calculateCase, directGasFactor, formatNumber } from "./engine";
export { compensatedSum, NeumaierSum } from "./sum";
