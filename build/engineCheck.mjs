// The check that keeps the engine out of the extension host's bundles (out/extension.js, out/web/extension.js):
// the host only asks the workers, so the solver, search, chains, the generator, the lab's runner and the
// SQL files have no business there. Used by esbuild.config.mjs on the build's metafile, tested by
// test/unit/layering.test.ts.

/** Source paths (relative to the project, as esbuild's metafile names them) the extension host must not bundle. */
export const ENGINE_ONLY = [
  /^src\/core\/engine\//,
  /^src\/core\/(search|chains|generator)\.ts$/,
  /^src\/core\/lab\/(read|load|guard|trial|outcome)\.ts$/,
  /^sql\/.*\.sql$/,
  /^sql-sources:/,
  /node_modules\/sql\.js\//,
];

/** The engine's files in one output of a build run with `metafile: true`; [] when there are none. */
export function engineInputs(metafile, output) {
  const out = metafile.outputs[output];
  if (!out) throw new Error(`engine check: no output ${output} in the build (outputs: ${Object.keys(metafile.outputs).join(', ')})`);
  return Object.keys(out.inputs).filter((input) => ENGINE_ONLY.some((re) => re.test(input)));
}

/** Throws, naming the files, when the output holds engine code. */
export function checkNoEngine(metafile, output) {
  const found = engineInputs(metafile, output);
  if (found.length) {
    throw new Error(
      `${output} must not bundle the engine (the host asks the workers for it), but holds:\n  ${found.join('\n  ')}\n` +
        'Import constants from a leaf module (src/core/catalogue.ts, src/shared/generate.ts) instead.',
    );
  }
}
