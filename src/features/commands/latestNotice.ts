/**
 * Which of several notifications still speaks for the present: VS Code lets
 * no extension close a notification, so an earlier one stays on screen; its
 * buttons must then do nothing (Next Hint's More would go a stage too far).
 */
export class LatestNotice {
  private shown = 0;

  /** A new notification: the function says whether it is still the latest when its button is pressed. */
  next(): () => boolean {
    const mine = ++this.shown;
    return () => mine === this.shown;
  }
}
