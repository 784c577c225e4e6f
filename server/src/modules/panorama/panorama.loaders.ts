// Per-request loaders of the panorama: whether each chart of a list is on the home panorama.
import DataLoader from "dataloader";
import { In, type DataSource } from "typeorm";
import { PanoramaHomeItem } from "./panorama-home.entity";

export interface PanoramaLoaders {
  /** Charts read through a company-scoped query: on their company's home panorama or not. */
  panoramaOnHome: DataLoader<number, boolean>;
}

export const panoramaLoaders = (dataSource: DataSource): PanoramaLoaders => ({
  panoramaOnHome: new DataLoader(async (ids: readonly number[]) => {
    const items = await dataSource
      .getRepository(PanoramaHomeItem)
      .findBy({ chartId: In([...ids]) });
    const on = new Set(items.map((item) => item.chartId));
    return ids.map((id) => on.has(id));
  }),
});
