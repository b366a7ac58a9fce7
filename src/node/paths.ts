/** Where the built engine's files are, next to the bundle that is running. */
import * as path from 'path';

export function engineFiles(outDir: string = __dirname): { workerPath: string; wasmPath: string } {
  return { workerPath: path.join(outDir, 'engineWorker.js'), wasmPath: path.join(outDir, 'sql-wasm.wasm') };
}
