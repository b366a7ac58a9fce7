import type { Metafile } from 'esbuild';
export const ENGINE_ONLY: RegExp[];
export function engineInputs(metafile: Metafile, output: string): string[];
export function checkNoEngine(metafile: Metafile, output: string): void;
