/**
 * What a panel restored after a window reload may take from the state its
 * webview saved. That state comes back through VS Code from the webview, so
 * it is checked whole, as a message is: a part that does not check is
 * dropped, and a document's uri must be one `isDocumentUri` accepts before
 * anything opens it.
 */
import {
  type PanelModel,
  type PanelState,
  type SummaryModel,
  type ViewState,
  type WireModel,
  decodeModel,
  isViewState,
} from './panelProtocol';
import { type ReportModel, isReportModel } from './labReport';
import { isHistory } from './playProtocol';
import type { History } from './play';
import { isVariant } from './variantLayout';

export interface Restored {
  model?: PanelModel;
  summary?: SummaryModel;
  report?: ReportModel;
  view?: ViewState;
  play?: { title: string; source: { uri: string; line: number }; history: History };
}

/** What the host accepts as a document's uri in a saved state: which schemes it opens. */
export type UriCheck = (uri: string) => boolean;

const MAX_TEXT = 100000;
const MAX_ITEMS = 1000000;
const STATUSES = ['solved', 'invalid', 'no-solution', 'multiple', 'stalled', 'timeout', 'cancelled'];

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isText = (x: unknown, max = MAX_TEXT): x is string => typeof x === 'string' && x.length <= max;
const optText = (x: unknown) => x === undefined || isText(x);
const isCount = (x: unknown, max = Number.MAX_SAFE_INTEGER): x is number =>
  Number.isInteger(x) && (x as number) >= 0 && (x as number) <= max;
const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const listOf = (x: unknown, ok: (v: unknown) => boolean, max = MAX_ITEMS): boolean => Array.isArray(x) && x.length <= max && x.every(ok);
const isCell = (x: unknown) => isCount(x, 80);
/** A candidate packed as cell × 10 + digit. */
const isPacked = (x: unknown) => isCount(x, 809) && (x as number) % 10 !== 0;
const isBoard = (x: unknown) => isText(x) && /^[1-9.]{81}$/.test(x);
const isSolution = (x: unknown) => isText(x) && /^[1-9]{81}$/.test(x);

/** The state's parts that check, each on its own; nothing from a part that does not. */
export function restoredState(state: unknown, isDocumentUri: UriCheck, sqlFiles: ReadonlySet<string>): Restored {
  if (!isObj(state)) return {};
  const isSource = (x: unknown): x is { uri: string; line: number } =>
    isObj(x) && Object.keys(x).length === 2 && isText(x.uri, 4096) && isDocumentUri(x.uri) && isCount(x.line);
  const out: Restored = {};
  if (isWireModel(state.model, isSource, sqlFiles)) out.model = decodeModel(state.model);
  if (isSummary(state.summary, isDocumentUri)) out.summary = state.summary;
  if (isReport(state.report, isDocumentUri)) out.report = state.report;
  if (isViewState(state.view)) out.view = state.view;
  const play = state.play;
  if (isObj(play) && isText(play.title, 1000) && isSource(play.source) && isHistory(play.history)) {
    out.play = { title: play.title, source: play.source, history: play.history };
  }
  return out;
}

function isReport(x: unknown, isDocumentUri: UriCheck): x is ReportModel {
  const row = (r: unknown) =>
    isObj(r) &&
    isCount(r.fired) &&
    isText(r.finds) &&
    isCount(r.unsound) &&
    optText(r.unsoundText) &&
    isText(r.rating) &&
    typeof r.ratingChanged === 'boolean' &&
    isText(r.perCall) &&
    optText(r.name) &&
    optText(r.problem);
  return isReportModel(x) && isDocumentUri(x.uri) && x.rows.length <= MAX_ITEMS && x.rows.every(row);
}

function isSummary(x: unknown, isDocumentUri: UriCheck): x is SummaryModel {
  const row = (r: unknown) =>
    isObj(r) &&
    isCount(r.line) &&
    optText(r.name) &&
    (STATUSES.includes(r.status as string) || r.status === 'malformed') &&
    isText(r.statusText) &&
    optText(r.difficulty) &&
    isCount(r.guesses) &&
    isNumber(r.ms) &&
    isText(r.time) &&
    optText(r.message);
  return (
    isObj(x) &&
    isText(x.title) &&
    isText(x.uri, 4096) &&
    isDocumentUri(x.uri) &&
    isText(x.facts) &&
    listOf(x.rows, row) &&
    isNumber(x.totalMs) &&
    typeof x.cancelled === 'boolean'
  );
}

function isWireModel(x: unknown, isSource: (s: unknown) => boolean, sqlFiles: ReadonlySet<string>): x is WireModel {
  if (!isObj(x)) return false;
  const kinds = x.kinds;
  const kind = (k: unknown) =>
    isObj(k) && isText(k.t, 200) && isText(k.n, 1000) && isNumber(k.r) && (k.f === undefined || sqlFiles.has(k.f as string));
  if (!listOf(kinds, kind, 10000)) return false;
  const step = (s: unknown) =>
    isObj(s) &&
    isCount(s.k, (kinds as unknown[]).length - 1) &&
    isText(s.x) &&
    (s.w === undefined || s.w === 1) &&
    (s.b === undefined || s.b === 1) &&
    (s.g === undefined || isCount(s.g)) &&
    (s.p === undefined || listOf(s.p, isPacked, 729)) &&
    (s.r === undefined || listOf(s.r, isPacked, 729)) &&
    (s.c === undefined || listOf(s.c, isCell, 81)) &&
    (s.d === undefined || (isText(s.d, 9) && /^[1-9]*$/.test(s.d))) &&
    optText(s.u) &&
    (s.ch === undefined || isChain(s.ch)) &&
    optText(s.h) &&
    optText(s.s);
  const guess = (g: unknown) => isObj(g) && isCount(g.n) && isCell(g.cell) && isCount(g.value, 9) && isText(g.story) && isText(g.choices);
  return (
    isText(x.title) &&
    (x.source === undefined || isSource(x.source)) &&
    isBoard(x.puzzle) &&
    STATUSES.includes(x.status as string) &&
    isText(x.statusText) &&
    isText(x.statusIcon, 100) &&
    ['ok', 'warning', 'error'].includes(x.severity as string) &&
    isText(x.facts) &&
    optText(x.message) &&
    listOf(x.notes, (n) => isText(n), 1000) &&
    isCount(x.givens, 81) &&
    (x.solution === undefined || isSolution(x.solution)) &&
    (x.solutions === undefined || (Array.isArray(x.solutions) && x.solutions.length === 2 && x.solutions.every(isSolution))) &&
    listOf(x.differing, isCell, 81) &&
    listOf(x.conflicts, (c) => isObj(c) && listOf(c.cells, isCell, 2) && isCount(c.digit, 9) && isText(c.unit, 100), 10000) &&
    listOf(x.initialCandidates, (c) => isText(c, 9) && /^[1-9]*$/.test(c), 81) &&
    listOf(x.steps, step) &&
    isCount(x.pathLength) &&
    listOf(x.guesses, guess) &&
    (x.branchesCapped === undefined || typeof x.branchesCapped === 'boolean') &&
    (x.played === undefined || isBoard(x.played)) &&
    (x.variant === undefined || isVariant(x.variant))
  );
}

/** A chain as drawn: its text, and nodes and links the board reads by cell and digit. */
function isChain(x: unknown): boolean {
  const node = (n: unknown) => isObj(n) && isCell(n.cell) && isCount(n.d, 9) && typeof n.on === 'boolean';
  const candidate = (c: unknown) => isObj(c) && isCell(c.cell) && isCount(c.d, 9);
  const link = (l: unknown) => isObj(l) && candidate(l.from) && candidate(l.to) && typeof l.strong === 'boolean';
  return (
    isObj(x) &&
    isText(x.text) &&
    listOf(x.nodes, node, 10000) &&
    listOf(x.links, link, 10000) &&
    (x.loop === undefined || typeof x.loop === 'boolean') &&
    (x.branches === undefined || listOf(x.branches, (b) => listOf(b, node, 10000), 1000))
  );
}

/** The schemes a document may have: the usual ones, and those of the workspace's folders and open documents (the web build's too). */
export function documentSchemes(extra: Iterable<string>): UriCheck {
  const schemes = new Set(['file', 'untitled', 'vscode-remote', 'vscode-vfs', ...extra]);
  return (uri) => {
    const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(uri);
    return !!m && schemes.has(m[1].toLowerCase()) && ![...uri].some((ch) => ch < ' ');
  };
}

export type { PanelState };
