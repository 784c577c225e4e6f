// A streaming Matrix Market writer (coordinate, real, general) for the engine's CSC matrices, so
// SciPy, Julia or MATLAB can solve exactly the system the benchmark solved. Values are written
// with JavaScript's shortest round-trip form, which reads back to the same double (as %.17g
// would). Entries are written column by column, 1-based, in chunks of about 1 MB.
import { closeSync, openSync, writeSync } from "node:fs";
import type { CscMatrix } from "../../../server/src/calc/lca/sparse";

const CHUNK = 1 << 20;

class ChunkedWriter {
  private readonly fd: number;
  private parts: string[] = [];
  private size = 0;

  constructor(path: string) {
    this.fd = openSync(path, "w");
  }

  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= CHUNK) this.flush();
  }

  flush(): void {
    if (this.parts.length === 0) return;
    writeSync(this.fd, this.parts.join(""));
    this.parts = [];
    this.size = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}

function header(writer: ChunkedWriter, comment: string | undefined): void {
  writer.write("%%MatrixMarket matrix coordinate real general\n");
  if (comment) for (const line of comment.split("\n")) writer.write(`% ${line}\n`);
}

/** Writes every stored entry of m (explicit zeros included, so the pattern is kept). */
export function writeMatrixMarket(path: string, m: CscMatrix, comment?: string): void {
  const writer = new ChunkedWriter(path);
  try {
    header(writer, comment);
    const { colPtr, rowIndex, values } = m;
    writer.write(`${m.rows} ${m.cols} ${colPtr[m.cols]}\n`);
    for (let j = 0; j < m.cols; j++) {
      const col = j + 1;
      for (let p = colPtr[j]; p < colPtr[j + 1]; p++) {
        writer.write(`${rowIndex[p] + 1} ${col} ${values[p]}\n`);
      }
    }
  } finally {
    writer.close();
  }
}

/** Writes a vector as an n × 1 coordinate matrix of its non-zero entries. */
export function writeVectorMatrixMarket(path: string, v: Float64Array, comment?: string): void {
  const writer = new ChunkedWriter(path);
  try {
    header(writer, comment);
    let nnz = 0;
    for (let i = 0; i < v.length; i++) if (v[i] !== 0) nnz++;
    writer.write(`${v.length} 1 ${nnz}\n`);
    for (let i = 0; i < v.length; i++) if (v[i] !== 0) writer.write(`${i + 1} 1 ${v[i]}\n`);
  } finally {
    writer.close();
  }
}
