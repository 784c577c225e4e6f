// The carbon panorama: a company's saved charts over its calculated cases (emissions by scope,
// category, gas and corporation, over years, intensities, top sources, a target trajectory), the
// home panorama that arranges them, and public share links that show a chart or the panorama
// read-only, frozen when made, until they expire or are revoked.
import type { CalculationService } from "../calculation/calculation.service";
import { defineModule, type Deps } from "../module";
import { PermissionCode } from "../permission/permission-codes";
import { PanoramaChart } from "./panorama-chart.entity";
import { PanoramaHomeItem } from "./panorama-home.entity";
import { PanoramaShare } from "./panorama-share.entity";
import { PanoramaShareService } from "./panorama-share.service";
import { panoramaLoaders } from "./panorama.loaders";
import { PANORAMA_MESSAGES } from "./panorama.messages";
import { PanoramaResolver, PanoramaShareResolver } from "./panorama.resolver";
import { PanoramaService } from "./panorama.service";

export const panoramaModule = defineModule({
  name: "panorama",
  entities: [PanoramaChart, PanoramaHomeItem, PanoramaShare],
  resolvers: [PanoramaResolver, PanoramaShareResolver],
  services: ({ dataSource, calculations }: Deps<{ calculations: CalculationService }>) => {
    const panorama = new PanoramaService(dataSource, calculations);
    return { panorama, panoramaShares: new PanoramaShareService(dataSource, panorama) };
  },
  loaders: panoramaLoaders,
  messages: PANORAMA_MESSAGES,
  permissions: [PermissionCode.Panorama, PermissionCode.PanoramaEdit],
});
