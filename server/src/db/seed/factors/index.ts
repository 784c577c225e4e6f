// The global emission-factor library the seed installs: public sources only, each row citing
// its publisher, document and table or row.
import type { FactorData } from "../../../modules/factor/factor-data";
import { CHINA_GRID_FACTORS } from "./china-grid";
import { CHINA_GUIDELINE_FACTORS } from "./china-guideline";
import { CHINA_MATERIAL_FACTORS } from "./china-materials";
import { DESNZ_2024_FACTORS } from "./desnz-2024";
import { EPA_HUB_2025_FACTORS } from "./epa-hub-2025";
import { FUGITIVE_AND_INSTRUMENT_FACTORS } from "./refrigerants-and-instruments";

/**
 * Every row states its data-quality note and proxy flag, empty when there is nothing to say, so
 * that a note removed from a seed is removed from existing databases too.
 */
export const SEED_FACTORS: readonly FactorData[] = [
  ...CHINA_GRID_FACTORS,
  ...CHINA_GUIDELINE_FACTORS,
  ...CHINA_MATERIAL_FACTORS,
  ...DESNZ_2024_FACTORS,
  ...EPA_HUB_2025_FACTORS,
  ...FUGITIVE_AND_INSTRUMENT_FACTORS,
].map((factor) => ({
  ...factor,
  dataQuality: factor.dataQuality ?? null,
  dataQualityEn: factor.dataQualityEn ?? null,
  proxy: factor.proxy ?? false,
}));
