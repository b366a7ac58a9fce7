/** Every `.sql` file under `sql/`, keyed by its path relative to `sql/`; built by esbuild.config.mjs. */
declare module 'virtual:sql-sources' {
  const sources: Record<string, string>;
  export default sources;
}
