/**
 * A variant drawn on the panel's boards (the step view's and play's), from
 * the overlay model (shared/variantLayout.ts) the SVG and PNG exports draw
 * too: each cell's thick edges and shading, a cage's sum in its corner, and,
 * under the cells, the diagonals and the cages' dashed outlines. Colours are
 * the theme's (media/panel.css). The rules in words go in a caption.
 */
import type { Variant } from '../shared/variant';
import { type VariantOverlay, overlayPoint, variantOverlay } from '../shared/variantLayout';
import { boardGeometry } from '../shared/boardLayout';
import { el, svg, t } from './dom';

/** The lines' units: cells 100 square, the board 900 (the CSS stretches it over the grid, as the chain's). */
const LINES = boardGeometry(100);

let last: { v: Variant | undefined; o: VariantOverlay } | undefined;

/** The overlay of a variant, made once for the variant shown (a board is drawn again at every step). */
export function overlayOf(v: Variant | undefined): VariantOverlay {
  if (!last || last.v !== v) last = { v, o: variantOverlay(v) };
  return last.o;
}

/** A cell's classes from the overlay: its thick edges, its shading, a cage's sum in it. */
export function variantClasses(o: VariantOverlay, i: number): string[] {
  const out: string[] = [];
  if (o.thickRight[i]) out.push('thick-r');
  if (o.thickBottom[i]) out.push('thick-b');
  if (o.shaded.includes(i)) out.push('shaded');
  if (o.sumCells.has(i)) out.push('has-cage-sum');
  return out;
}

/** A cage's sum, in the corner of the cell it is written in; what the cell's label says of its cage. */
export function decorateCell(o: VariantOverlay, i: number, cell: HTMLElement): string[] {
  const cage = o.cages.find((c) => c.cells.includes(i));
  if (!cage) return [];
  if (cage.sumCell === i) cell.append(el('span', { class: 'cage-sum', 'aria-hidden': 'true' }, String(cage.sum)));
  return [t('cageOf', cage.sum)];
}

/** The diagonals and the cages' outlines, drawn under the cells (the grid's first child); none for a board without them. */
export function variantLines(o: VariantOverlay): SVGSVGElement | undefined {
  if (!o.diagonals.length && !o.cages.length) return undefined;
  const s = svg('svg', {
    class: 'variant-lines',
    viewBox: `0 0 ${LINES.size} ${LINES.size}`,
    'aria-hidden': 'true',
    preserveAspectRatio: 'none',
  });
  const path = (segments: { from: { x: number; y: number }; to: { x: number; y: number } }[]) =>
    segments
      .map(({ from, to }) => {
        const [a, b] = [overlayPoint(LINES, from), overlayPoint(LINES, to)];
        return `M ${a.x.toFixed(1)} ${a.y.toFixed(1)} L ${b.x.toFixed(1)} ${b.y.toFixed(1)}`;
      })
      .join(' ');
  if (o.diagonals.length) s.append(svg('path', { class: 'diagonal', d: path(o.diagonals) }));
  for (const c of o.cages) s.append(svg('path', { class: 'cage', d: path(c.outline), 'data-sum': c.sum }));
  return s;
}

/** The variant's rules in words, under the board; none for a classic puzzle. */
export function variantCaption(v: Variant | undefined): HTMLElement | undefined {
  if (!v) return undefined;
  const words = [
    ...(v.rules.includes('x') ? [t('variantX')] : []),
    ...(v.rules.includes('windoku') ? [t('variantWindoku')] : []),
    ...(v.regions ? [t('variantJigsaw')] : []),
    ...(v.cages?.length ? [t('variantKiller')] : []),
    ...(v.rules.includes('anti-knight') ? [t('variantAntiKnight')] : []),
    ...(v.rules.includes('anti-king') ? [t('variantAntiKing')] : []),
  ];
  return words.length ? el('p', { class: 'variant-caption muted' }, t('variantCaption', words.join('; '))) : undefined;
}
