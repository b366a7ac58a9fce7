import type { BuildResult, Plugin } from 'esbuild';
export const noNode: Plugin;
export const NODE_GLOBALS: string[];
export const NODE_GLOBALS_DEFINE: Record<string, string>;
export function checkNoNodeGlobals(root: string, result: BuildResult): void;
