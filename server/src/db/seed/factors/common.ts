// Shared pieces of the seeded factor library: the unit ids the seeds use and the exact
// conversion constants between the publishers' units and ours.

/** Ids of the reference units (server/src/calc/units.ts) the seeds use. */
export const UNIT = {
  kg: 10,
  t: 11,
  m3: 20,
  nm3x1e4: 22,
  kWh: 30,
  MWh: 31,
  MJ: 40,
  GJ: 41,
  L: 55,
  km: 70,
  tkm: 71,
  pkm: 72,
} as const;

// Exact by definition (international yard and pound agreement of 1959; US customary units).
/** m³ in one cubic foot: 0.3048³. A standard cubic foot is converted as a volume only. */
export const SCF_M3 = 0.028316846592;
/** Litres in one US gallon: 231 in³. */
export const GALLON_L = 3.785411784;
/** Tonnes in one short ton (2,000 lb). */
export const SHORT_TON_T = 0.90718474;
/** Kilograms in one pound. */
export const LB_KG = 0.45359237;
/** Kilometres in one statute mile. */
export const MILE_KM = 1.609344;
/** Gigajoules in one million British thermal units, the rounded value the project uses. */
export const MMBTU_GJ = 1.055056;

/** AR5 GWP100 of CH4 and N2O, which UK DESNZ 2024 uses to print per-gas rows as CO2e. */
export const AR5_CH4 = 28;
export const AR5_N2O = 265;

/** Molar mass ratio CO2/C. */
export const CO2_PER_C = 44 / 12;
