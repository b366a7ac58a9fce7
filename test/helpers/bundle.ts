/**
 * The built bundle in out/, as the CLI, the extension and the worker threads
 * run it. Tests that need it call `buildBundle` in a `before` hook: it builds
 * from the current source once per test run (under a second), so that a tier
 * or a single file run alone never tests a stale or missing bundle.
 */
import { execFileSync, spawn } from 'child_process';
import * as path from 'path';
import { ROOT } from './engine';

export const OUT = path.join(ROOT, 'out');

/** What the tests run: the two command lines, and the engine worker with sql.js's wasm beside it. */
export const BUNDLE = {
  cli: path.join(OUT, 'cli.js'),
  generate: path.join(OUT, 'generate.js'),
  workerPath: path.join(OUT, 'engineWorker.js'),
  wasmPath: path.join(OUT, 'sql-wasm.wasm'),
};

/** The worker-pool options for the built worker. */
export const WORKER_FILES = { workerPath: BUNDLE.workerPath, wasmPath: BUNDLE.wasmPath };

let built = false;

/** Builds out/ with esbuild.config.mjs, once per process; a failed build throws with esbuild's message. */
export function buildBundle(): void {
  if (built) return;
  execFileSync(process.execPath, [path.join(ROOT, 'esbuild.config.mjs'), '--quiet'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  built = true;
}

/** What a run of the built CLI printed, and how it exited. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI with `args` and no standard input, to its end. */
export function runCli(args: string[]): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUNDLE.cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
