/**
 * The one error wrapper every command runs in: a failure is logged with its
 * stack and shown once, in plain text (an error's message can quote a
 * document), with Retry and Show Log. Pure: the editor comes in as FailureUi.
 */
import { actions, sudokuSays } from '../../core/phrases';
import { plainText } from '../../core/plainText';

/** What a failed command needs of the editor. */
export interface FailureUi {
  showError(message: string, ...actions: string[]): PromiseLike<string | undefined>;
  logError(text: string): void;
  showLog(): void;
}

/** `handler`, guarded: it resolves to the handler's value, or to undefined once the failure has been told. */
export function guarded<T>(
  id: string,
  handler: (...args: unknown[]) => T,
  ui: FailureUi,
): (...args: unknown[]) => Promise<Awaited<T> | undefined> {
  const run = async (...args: unknown[]): Promise<Awaited<T> | undefined> => {
    try {
      return await handler(...args);
    } catch (thrown) {
      const err = thrown instanceof Error ? thrown : new Error(String(thrown));
      ui.logError(`${id} failed: ${err.stack ?? err.message}`);
      // The command returns at once; the buttons act whenever they are pressed. Retry runs it again as it was called.
      void Promise.resolve(ui.showError(plainText(sudokuSays(err.message), 400), actions.retry(), actions.showLog())).then((action) => {
        if (action === actions.retry()) void run(...args);
        else if (action === actions.showLog()) ui.showLog();
      });
      return undefined;
    }
  };
  return run;
}
