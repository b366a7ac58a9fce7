/**
 * Editor latencies, measured through the code the extension runs: the parser,
 * the PuzzleService and its worker pool, and the pure feature models. Only the
 * thin vscode adapters are left out.
 */
import * as fs from 'fs';
import * as path from 'path';
import { entryAtLine, parsePuzzles, Puzzle } from '../../src/core/formats';
import { PuzzleService } from '../../src/service/puzzleService';
import { SolverPool } from '../../src/node/solverPool';
import { puzzleHover } from '../../src/features/hover/hoverModel';
import { conflictDiagnostics, syntaxDiagnostics, verdictDiagnostics } from '../../src/features/diagnostics/diagnosticsModel';
import { buildPanelModel } from '../../src/features/panel/panelModel';
import { encodeModel } from '../../src/shared/panelProtocol';

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil(s.length * p) - 1)] * 100) / 100;
};

function lines(dir: string, set: string, n: number): string[] {
  return fs
    .readFileSync(path.join(dir, `${set}.txt`), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean)
    .slice(0, n);
}

/** Watches the main thread: the longest gap between 5 ms ticks. */
function lagMonitor() {
  let last = performance.now();
  let worst = 0;
  const t = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 5);
    last = now;
  }, 5);
  return () => {
    clearInterval(t);
    return Math.round(worst * 10) / 10;
  };
}

export async function editorLatencies(puzzleDir: string, outDir: string) {
  const pool = new SolverPool({ workerPath: path.join(outDir, 'engineWorker.js'), wasmPath: path.join(outDir, 'sql-wasm.wasm'), size: 2 });
  const service = new PuzzleService(pool, { solve: () => ({ timeLimitMs: 10000 }) });
  const report: Record<string, unknown> = {};
  try {
    await service.inspect('.'.repeat(81)); // start the workers

    // Hover: a 300-puzzle document, parsed once (the extension caches the parse per version).
    const doc = lines(puzzleDir, 'top1465', 300).join('\n');
    const t0 = performance.now();
    const entries = parsePuzzles(doc);
    const parseMs = performance.now() - t0;
    const hovers: number[] = [];
    for (let i = 0; i < entries.length; i++) {
      const h0 = performance.now();
      const e = entryAtLine(entries, i) as Puzzle;
      const md = puzzleHover(e, await service.inspect(e.cells), service.known(e.cells));
      hovers.push(performance.now() - h0);
      if (!/^r9 /m.test(md)) throw new Error('hover has no grid');
    }
    report.hover = {
      p50Ms: q(hovers, 0.5),
      p95Ms: q(hovers, 0.95),
      maxMs: q(hovers, 1),
      documentParseMs: Math.round(parseMs * 100) / 100,
      n: hovers.length,
    };
    console.log(
      `  hover candidate preview: p50 ${q(hovers, 0.5)} ms, p95 ${q(hovers, 0.95)} ms (n=${hovers.length}; parse of a 300-puzzle document ${parseMs.toFixed(1)} ms, once per edit)`,
    );

    // Diagnostics of 1,000-puzzle files: syntax at once, then full verdicts in the workers.
    const files: Record<string, string> = {
      '17clue_1000': lines(puzzleDir, '17clue_1000', 1000).join('\n'),
      'top1465 (first 1,000)': lines(puzzleDir, 'top1465', 1000).join('\n'),
    };
    const diag: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(files)) {
      service.clear();
      const s0 = performance.now();
      const parsed = parsePuzzles(text);
      const syntax = syntaxDiagnostics(parsed);
      const syntaxMs = performance.now() - s0;
      const stopLag = lagMonitor();
      const f0 = performance.now();
      let found = syntax.length;
      await Promise.all(
        parsed.map(async (e) => {
          if (e.kind !== 'puzzle') return;
          found += conflictDiagnostics(e, await service.inspect(e.cells)).length;
          found += verdictDiagnostics(e, await service.verdict(e.cells)).length;
        }),
      );
      const fullMs = performance.now() - f0;
      const lag = stopLag();
      diag[name] = {
        puzzles: parsed.length,
        syntaxMs: Math.round(syntaxMs * 10) / 10,
        fullVerdictsMs: Math.round(fullMs),
        mainThreadMaxLagMs: lag,
        diagnostics: found,
      };
      console.log(
        `  diagnostics, ${name}: syntax ${syntaxMs.toFixed(1)} ms; full verdicts ${(fullMs / 1000).toFixed(2)} s (2 workers); main thread's longest stall ${lag} ms`,
      );
    }
    report.diagnostics = diag;

    // The panel's first render after Solve: engine time, and the message sent.
    const panel: Record<string, unknown>[] = [];
    for (const l of lines(puzzleDir, 'named_hardest', 10)) {
      service.clear();
      const p0 = performance.now();
      const result = await service.explain(l.slice(0, 81));
      const model = buildPanelModel(result, { title: l.slice(82), techniqueFiles: {} });
      const bytes = Buffer.byteLength(JSON.stringify({ type: 'state', state: { model: encodeModel(model) } }));
      const total = performance.now() - p0;
      panel.push({
        name: l.slice(82),
        engineMs: result.stats.ms,
        totalMs: Math.round(total),
        messageBytes: bytes,
        steps: result.steps.length,
        guesses: result.guesses.length,
      });
    }
    const engineMs = panel.map((p) => p.engineMs as number);
    const bytes = panel.map((p) => p.messageBytes as number);
    report.panel = {
      puzzles: panel,
      engineP50Ms: q(engineMs, 0.5),
      engineMaxMs: q(engineMs, 1),
      messageP50Bytes: q(bytes, 0.5),
      messageMaxBytes: q(bytes, 1),
    };
    console.log(
      `  panel first render (named hardest): engine p50 ${q(engineMs, 0.5)} ms, max ${q(engineMs, 1)} ms; message p50 ${(q(bytes, 0.5) / 1024).toFixed(0)} KiB, max ${(q(bytes, 1) / 1024).toFixed(0)} KiB`,
    );
  } finally {
    await pool.dispose();
  }
  return report;
}
