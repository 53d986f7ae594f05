/**
 * The styling request a slot (generator, combiner, one outfit's advice, trend generation) is
 * waiting for, kept on the device so a reload resumes it from the server's saved stage.
 * Cleared on logout with the rest of the account's storage.
 */
const PREFIX = 'fitRater-styling-active:';

export const activeRequestStore = {
  read(slot: string): string | null {
    try {
      return window.localStorage.getItem(PREFIX + slot);
    } catch {
      return null;
    }
  },
  write(slot: string, requestId: string | null): void {
    try {
      if (requestId) window.localStorage.setItem(PREFIX + slot, requestId);
      else window.localStorage.removeItem(PREFIX + slot);
    } catch {
      // storage blocked: resuming after a reload is lost, nothing else
    }
  },
};
