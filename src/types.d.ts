/** Every `.sql` file under `sql/`, keyed by its path relative to `sql/`; built by esbuild.config.mjs. */
declare module 'virtual:sql-sources' {
  const sources: Record<string, string>;
  export default sources;
  /** The database the solver's schema files make (schemaImage), in base64: what an engine opens instead of running them. */
  export const imageBase64: string;
}
