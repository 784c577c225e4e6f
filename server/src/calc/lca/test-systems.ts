// Product systems for the engine's tests, with their answers worked by hand in the test files.
import type { ElementaryFlow, ImpactMethod, ProcessSpec, ProductSystem } from "./types";

export const CO2: ElementaryFlow = {
  id: "co2",
  name: "Carbon dioxide, fossil",
  unit: "kg",
  compartment: "air",
  direction: "emission",
};
export const CH4: ElementaryFlow = {
  id: "ch4",
  name: "Methane, fossil",
  unit: "kg",
  compartment: "air",
  direction: "emission",
};

/** GWP100 AR6 (IPCC AR6 WG1 Table 7.15): CO2 1, fossil CH4 29.8. */
export const GWP_AR6: ImpactMethod = {
  id: "ipcc-ar6",
  name: "IPCC AR6 GWP100",
  categories: [
    { id: "gwp100", name: "Climate change", unit: "kg CO2e", factors: { co2: 1, ch4: 29.8 } },
  ],
};

export function system(
  processes: ProcessSpec[],
  methods: ImpactMethod[] = [GWP_AR6],
): ProductSystem {
  return { processes, flows: [CO2, CH4], methods };
}

/**
 * Electricity and coal in a loop: 1 kWh takes 0.5 kg coal and emits 1 kg CO2; 1 kg coal takes
 * 0.2 kWh and emits 0.1 kg CO2 and 0.01 kg CH4.
 */
export function powerCoalLoop(): ProductSystem {
  return system([
    {
      id: "power",
      name: "Power plant",
      group: "energy",
      outputs: [{ id: "electricity", name: "Electricity", unit: "kWh", amount: 1 }],
      inputs: [{ product: "coal", amount: 0.5 }],
      elementary: [{ flow: "co2", amount: 1 }],
    },
    {
      id: "mine",
      name: "Coal mine",
      group: "materials",
      outputs: [{ id: "coal", name: "Coal", unit: "kg", amount: 1 }],
      inputs: [{ product: "electricity", amount: 0.2 }],
      elementary: [
        { flow: "co2", amount: 0.1 },
        { flow: "ch4", amount: 0.01 },
      ],
    },
  ]);
}

/**
 * A refinery: 4 kg crude → 1 kg gasoline (1 kg mass, 2 $/kg) + 2 kg fuel oil (1 kg, 0.5 $/kg)
 * and 3 kg CO2; crude extraction emits 0.5 kg CO2 per kg. With `alternative`, fuel oil also comes
 * from another route emitting 0.8 kg CO2 per kg (what system expansion credits).
 */
export function refinery(alternative: boolean): ProductSystem {
  const processes: ProcessSpec[] = [
    {
      id: "refinery",
      name: "Refinery",
      outputs: [
        { id: "gasoline", name: "Gasoline", unit: "kg", amount: 1, physical: 1, price: 2 },
        { id: "fuel-oil", name: "Fuel oil", unit: "kg", amount: 2, physical: 1, price: 0.5 },
      ],
      inputs: [{ product: "crude", amount: 4 }],
      elementary: [{ flow: "co2", amount: 3 }],
    },
    {
      id: "crude",
      name: "Crude oil extraction",
      outputs: [{ id: "crude", name: "Crude oil", unit: "kg", amount: 1 }],
      inputs: [],
      elementary: [{ flow: "co2", amount: 0.5 }],
    },
  ];
  if (alternative) {
    processes.push({
      id: "fuel-oil-alt",
      name: "Fuel oil, other route",
      outputs: [{ id: "fuel-oil", name: "Fuel oil", unit: "kg", amount: 1 }],
      inputs: [],
      elementary: [{ flow: "co2", amount: 0.8 }],
    });
  }
  return system(processes);
}

/** Deterministic pseudo-random numbers for generated test systems (LCG, Numerical Recipes). */
export function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Dense Gaussian elimination with partial pivoting: the independent check of the solver. */
export function denseSolve(matrix: number[][], f: readonly number[]): number[] {
  const n = f.length;
  const m = matrix.map((row, i) => [...row, f[i]]);
  for (let k = 0; k < n; k++) {
    let p = k;
    for (let i = k + 1; i < n; i++) if (Math.abs(m[i][k]) > Math.abs(m[p][k])) p = i;
    [m[k], m[p]] = [m[p], m[k]];
    for (let i = k + 1; i < n; i++) {
      const l = m[i][k] / m[k][k];
      if (l === 0) continue;
      for (let j = k; j <= n; j++) m[i][j] -= l * m[k][j];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let s = m[i][n];
    for (let j = i + 1; j < n; j++) s -= m[i][j] * x[j];
    x[i] = s / m[i][i];
  }
  return x;
}
