/** A chain drawn over the board, for the step view and for hints in play. */
import type { CellDigit, Chain } from '../shared/result';
import { boardGeometry, chainLayout } from '../shared/boardLayout';
import { svg } from './dom';

/** The overlay's units: cells 100 square, the board 900 (the CSS stretches it over the grid). */
const OVERLAY = boardGeometry(100);

/**
 * Draws a chain over the board, as HoDoKu and SudokuWiki do: each link an
 * arrow between two candidates, strong links solid, weak links dashed (the
 * dash tells them apart, not the colour alone); each candidate of the chain
 * ringed, the true ones with a double ring; each elimination struck with a
 * cross. Lines have a halo in the editor's background so they stay readable
 * over digits and box lines in every theme. Where each part goes is the
 * board layout model's (chainLayout): a candidate sits in its cell's 3×3
 * pencil-mark grid. Decorative for screen readers: chainText() says the same in words.
 */
export function chainDrawing(
  chain: Chain,
  removed: readonly CellDigit[],
  squeezed?: ReadonlySet<number>,
  besideSum?: ReadonlySet<number>,
): SVGSVGElement {
  const layout = chainLayout(chain, removed, OVERLAY, squeezed, besideSum);
  const o = svg('svg', {
    class: 'chain',
    viewBox: `0 0 ${OVERLAY.size} ${OVERLAY.size}`,
    'aria-hidden': 'true',
    preserveAspectRatio: 'none',
  });
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
  for (const { from, control, to, strong, fromCell, toCell } of layout.links) {
    const d = `M ${from.x.toFixed(1)} ${from.y.toFixed(1)} Q ${control.x.toFixed(1)} ${control.y.toFixed(1)} ${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
    const kind = strong ? 'strong' : 'weak';
    halos.append(svg('path', { d, class: 'halo' }));
    links.append(svg('path', { d, class: `link ${kind}`, 'marker-end': `url(#arrow-${kind})`, 'data-from': fromCell, 'data-to': toCell }));
  }
  const nodes = svg('g', { class: 'nodes' });
  for (const { at, r, on } of layout.rings) nodes.append(svg('circle', { cx: at.x, cy: at.y, r, class: `node ${on ? 'on' : 'off'}` }));
  const struck = svg('g', { class: 'struck' });
  for (const { at: p, half: k, cell, d } of layout.crosses) {
    const cross = `M ${p.x - k} ${p.y - k} L ${p.x + k} ${p.y + k} M ${p.x + k} ${p.y - k} L ${p.x - k} ${p.y + k}`;
    struck.append(svg('path', { d: cross, class: 'halo' }), svg('path', { d: cross, class: 'elim', 'data-elim': cell, 'data-d': d }));
  }
  o.append(halos, links, nodes, struck);
  return o;
}
