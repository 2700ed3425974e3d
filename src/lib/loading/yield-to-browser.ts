/** Ends the current task: what follows runs in a new one, after the browser has handled pending input. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
