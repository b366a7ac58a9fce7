/**
 * `--technique <file>`: a user's technique files for the runner, read and
 * checked in the engine's worker before any puzzle is solved. A file that
 * cannot be read, or has errors (a header field, SQLite's own error, a write
 * outside `found`), stops the run with each problem at its line and column,
 * as a compiler shows them; warnings are shown and the run goes on.
 */
import * as fs from 'fs';
import type { LabProblem, UserTechniqueSource } from '../shared/labTypes';
import { LAB_LIMITS, TECHNIQUE_MAX_BYTES } from '../core/lab/limits';
import type { EnginePool } from '../service/enginePool';
import { InputError } from './readInput';
import { safe } from './output';

/** The files' texts, in the order given. */
export function readTechniqueFiles(paths: readonly string[]): UserTechniqueSource[] {
  return paths.map((path) => {
    let size: number;
    try {
      const stat = fs.statSync(path);
      if (!stat.isFile()) throw new InputError(`technique file '${safe(path)}' is not a file.`);
      size = stat.size;
    } catch (err) {
      if (err instanceof InputError) throw err;
      throw new InputError(`cannot read technique file '${safe(path)}': ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}.`);
    }
    if (size > TECHNIQUE_MAX_BYTES)
      throw new InputError(`technique file '${safe(path)}' is over ${LAB_LIMITS.fileMib} MiB: is it a technique?`);
    return { path, text: fs.readFileSync(path, 'utf8').replace(/^\uFEFF/, '') };
  });
}

/** A problem as a compiler writes it: '<file>:3:12: error: ...'. */
export function problemLine(path: string, p: LabProblem): string {
  return `${safe(path)}:${p.line}:${p.column}: ${p.severity}: ${safe(p.message)}`;
}

/**
 * Checks each file in a worker. Errors stop the run (an InputError listing
 * them all); warnings go to standard error.
 */
export async function checkTechniqueFiles(pool: EnginePool, sources: readonly UserTechniqueSource[]): Promise<void> {
  const errors: string[] = [];
  for (const source of sources) {
    const { problems } = await pool.readTechnique(source);
    for (const p of problems) {
      if (p.severity === 'error') errors.push(problemLine(source.path, p));
      else console.error(problemLine(source.path, p));
    }
  }
  if (errors.length > 0)
    throw new InputError(
      `${errors.join('\n')}\n${errors.length === 1 ? 'A technique file has an error' : 'Technique files have errors'}: fix ${errors.length === 1 ? 'it' : 'them'} and run again.`,
    );
}
