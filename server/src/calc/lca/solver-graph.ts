// Graph kernels of the solver: strongly connected components.

/**
 * Strongly connected components of the graph "row i uses column j", iteratively (no recursion,
 * so deep supply chains cannot overflow the stack). Components come out in the order they can
 * be solved: each depends only on components before it.
 */
export function tarjan(n: number, rowPtr: Int32Array, rowCol: Int32Array): number[][] {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  const callNode = new Int32Array(n);
  const callEdge = new Int32Array(n);
  let counter = 0;
  const components: number[][] = [];

  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    let depth = 0;
    callNode[0] = root;
    callEdge[0] = rowPtr[root];
    index[root] = low[root] = counter++;
    stack[top++] = root;
    onStack[root] = 1;
    while (depth >= 0) {
      const v = callNode[depth];
      const e = callEdge[depth];
      if (e < rowPtr[v + 1]) {
        callEdge[depth] = e + 1;
        const w = rowCol[e];
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack[top++] = w;
          onStack[w] = 1;
          depth++;
          callNode[depth] = w;
          callEdge[depth] = rowPtr[w];
        } else if (onStack[w] && index[w] < low[v]) {
          low[v] = index[w];
        }
        continue;
      }
      if (low[v] === index[v]) {
        const component: number[] = [];
        let w: number;
        do {
          w = stack[--top];
          onStack[w] = 0;
          component.push(w);
        } while (w !== v);
        components.push(component);
      }
      depth--;
      if (depth >= 0) {
        const u = callNode[depth];
        if (low[v] < low[u]) low[u] = low[v];
      }
    }
  }
  return components;
}
