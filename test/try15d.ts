import { engine } from './helpers/engine';
import { parsePuzzles } from '../src/core/formats';
import { boardAt, pencilMarkGrid, sudokuWikiLink, explanationMarkdown, boardSvg, boardPng } from '../src/features/share';
import * as fs from 'fs';
(async () => {
  const e = await engine();
  const p = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const r = e.solve(p);
  const st = boardAt(r, 0);
  const pm = pencilMarkGrid(st);
  console.log(pm);
  const parsed = parsePuzzles('#D test\n' + pm + '\n\nsee ' + sudokuWikiLink(p) + ' there\n');
  console.log(parsed.map(x => ({ kind: x.kind, form: x.form, line: x.line, endLine: x.endLine, cells: (x as any).cells, meta: x.meta, ok: (x as any).cells === p })));
  console.log(JSON.stringify((parsed[0] as any).candidates) === JSON.stringify(st.candidates));
  console.log(explanationMarkdown(r, 'Test *puzzle*').slice(0, 800));
  fs.writeFileSync('/tmp/g15/b.svg', boardSvg({ state: boardAt(r, 30), givens: p }));
  fs.writeFileSync('/tmp/g15/b.png', boardPng({ state: boardAt(r, 30), givens: p }));
})();
