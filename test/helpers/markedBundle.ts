/** A translation for the tests of one voice: the l10n bundle with every phrase in «». */
import * as fs from 'fs';
import * as path from 'path';
import type { L10nBundle } from '../../src/core/phrases';
import { ROOT } from './engine';

/** Every phrase of l10n/bundle.l10n.json in «»: text that did not go through l10n shows, as English would in a translation. */
export function markedBundle(): L10nBundle {
  const bundle = JSON.parse(fs.readFileSync(path.join(ROOT, 'l10n', 'bundle.l10n.json'), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(bundle).map(([k, v]) => [k, `«${v}»`]));
}
