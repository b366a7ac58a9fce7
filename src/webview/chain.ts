/** A chain drawn over the board, for the step view and for hints in play. */
import type { CellDigit, Chain } from '../shared/result';
import { svg } from './dom';

/**
 * Draws a chain over the board, as HoDoKu and SudokuWiki do: each link an
 * arrow between two candidates, strong links solid, weak links dashed (the
 * dash tells them apart, not the colour alone); each candidate of the chain
 * ringed, the true ones with a double ring; each elimination struck with a
 * cross. Lines have a halo in the editor's background so they stay readable
 * over digits and box lines in every theme. The board is 900 units square; a
 * candidate sits in its cell's 3×3 pencil-mark grid. Decorative for screen
 * readers: chainText() says the same in words.
 */
export function chainDrawing(chain: Chain, removed: readonly CellDigit[]): SVGSVGElement {
  const at = (n: CellDigit) => ({
    x: (n.cell % 9) * 100 + (((n.d - 1) % 3) + 0.5) * (100 / 3),
    y: Math.floor(n.cell / 9) * 100 + (Math.floor((n.d - 1) / 3) + 0.5) * (100 / 3),
  });
  const R = 14;
  const o = svg('svg', { class: 'chain', viewBox: '0 0 900 900', 'aria-hidden': 'true', preserveAspectRatio: 'none' });
  const defs = svg('defs');
  for (const kind of ['strong', 'weak']) {
    const marker = svg('marker', {
      id: `arrow-${kind}`,
      viewBox: '0 0 10 10',
      refX: 9,
      refY: 5,
      markerWidth: 5,
      markerHeight: 5,
      markerUnits: 'strokeWidth',
      orient: 'auto-start-reverse',
    });
    marker.append(svg('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: `head ${kind}` }));
    defs.append(marker);
  }
  o.append(defs);
  const halos = svg('g', { class: 'halos' });
  const links = svg('g', { class: 'links' });
  for (const link of chain.links) {
    const p = at(link.from);
    const q = at(link.to);
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const len = Math.hypot(dx, dy) || 1;
    // Bend each link a little to one side, so that links along a row or column do not run over its other candidates.
    const bend = Math.min(0.25 * len, 45);
    const mx = (p.x + q.x) / 2 - (dy / len) * bend;
    const my = (p.y + q.y) / 2 + (dx / len) * bend;
    // Start and stop at the candidates' rings, so the digits stay readable.
    const from = towards(p, { x: mx, y: my }, R + 2);
    const to = towards(q, { x: mx, y: my }, R + 4);
    const d = `M ${from.x.toFixed(1)} ${from.y.toFixed(1)} Q ${mx.toFixed(1)} ${my.toFixed(1)} ${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
    const kind = link.strong ? 'strong' : 'weak';
    halos.append(svg('path', { d, class: 'halo' }));
    links.append(
      svg('path', { d, class: `link ${kind}`, 'marker-end': `url(#arrow-${kind})`, 'data-from': link.from.cell, 'data-to': link.to.cell }),
    );
  }
  const nodes = svg('g', { class: 'nodes' });
  const ringed = new Set<string>();
  for (const n of chain.nodes) {
    const p = at(n);
    const key = `${n.cell}:${n.d}:${n.on}`;
    if (ringed.has(key)) continue;
    ringed.add(key);
    nodes.append(svg('circle', { cx: p.x, cy: p.y, r: n.on ? R + 3 : R, class: `node ${n.on ? 'on' : 'off'}` }));
  }
  const struck = svg('g', { class: 'struck' });
  for (const r of removed) {
    const p = at(r);
    const k = 11;
    const cross = `M ${p.x - k} ${p.y - k} L ${p.x + k} ${p.y + k} M ${p.x + k} ${p.y - k} L ${p.x - k} ${p.y + k}`;
    struck.append(svg('path', { d: cross, class: 'halo' }), svg('path', { d: cross, class: 'elim', 'data-elim': r.cell, 'data-d': r.d }));
  }
  o.append(halos, links, nodes, struck);
  return o;
}

/** The point `by` units from `p` on the way to `q`. */
function towards(p: { x: number; y: number }, q: { x: number; y: number }, by: number): { x: number; y: number } {
  const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
  const k = Math.min(by / len, 0.45);
  return { x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k };
}
