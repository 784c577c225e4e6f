// Map positions of corporations: the bounds of the map of China the server accepts (longitude
// 73-136 E, latitude 3-54 N, server/src/modules/accounting/corporation.service.ts).
export const CHINA_BOUNDS = {
  minLongitude: 73,
  maxLongitude: 136,
  minLatitude: 3,
  maxLatitude: 54,
} as const;

export interface Position {
  longitude: number;
  latitude: number;
}

export const longitudeInChina = (longitude: number): boolean =>
  longitude >= CHINA_BOUNDS.minLongitude && longitude <= CHINA_BOUNDS.maxLongitude;

export const latitudeInChina = (latitude: number): boolean =>
  latitude >= CHINA_BOUNDS.minLatitude && latitude <= CHINA_BOUNDS.maxLatitude;

export const inChina = ({ longitude, latitude }: Position): boolean =>
  longitudeInChina(longitude) && latitudeInChina(latitude);

/** A corporation's position when it has both coordinates. */
export function positionOf(item: {
  longitude?: number | null;
  latitude?: number | null;
}): Position | null {
  return typeof item.longitude === "number" && typeof item.latitude === "number"
    ? { longitude: item.longitude, latitude: item.latitude }
    : null;
}
