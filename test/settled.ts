/** Whether `promise` has settled once the microtasks already queued (and those they queue) have run. */
export async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  return settled;
}
