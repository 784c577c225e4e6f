// China's provincial-level divisions as map shapes (china-provinces.topo.json, made by
// client/scripts/china-map.cjs from Natural Earth) and the province a map point falls in.
// Pure: the map screens load the file, this module only reads it.
import type { Feature, MultiPolygon, Polygon, Position as Coordinates } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { Position } from "./position";

export interface ProvinceProperties {
  /** GB/T 2260 code, e.g. 320000. */
  code: string;
  name: string;
  nameEn: string;
}

export type ProvinceFeature = Feature<Polygon | MultiPolygon, ProvinceProperties>;

export type ProvinceTopology = Topology<{
  provinces: GeometryCollection<ProvinceProperties>;
}>;

/** The divisions of the file as GeoJSON features. */
export function provincesOf(topology: ProvinceTopology): ProvinceFeature[] {
  return feature(topology, topology.objects.provinces).features as ProvinceFeature[];
}

/**
 * The division containing the point, or null (the sea, a neighbouring country). Planar
 * even-odd test on longitude and latitude: at the file's scale (borders kept to about 1 km)
 * the curvature of the sphere changes nothing.
 */
export function provinceAt(
  provinces: readonly ProvinceFeature[],
  { longitude, latitude }: Position,
): ProvinceFeature | null {
  const point: Coordinates = [longitude, latitude];
  return (
    provinces.find((province) => {
      const { geometry } = province;
      const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
      return polygons.some((rings) => inRings(point, rings));
    }) ?? null
  );
}

/** Even-odd rule over a polygon's rings: inside the outer ring and in no hole. */
function inRings([x, y]: Coordinates, rings: Coordinates[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
