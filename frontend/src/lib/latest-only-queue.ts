/**
 * Sends one value at a time, and of the values that arrive while one is on its way only the
 * latest. Two saves sent side by side can reach the server in either order, and the older one
 * landing last would overwrite the newer; in turn, they cannot.
 */
export function latestOnlyQueue<Value>(send: (value: Value) => Promise<unknown>) {
  let waiting: { value: Value } | null = null;
  let sending = false;

  const next = () => {
    if (sending || !waiting) return;
    const { value } = waiting;
    waiting = null;
    sending = true;
    void send(value)
      .catch(() => undefined)
      .finally(() => {
        sending = false;
        next();
      });
  };

  return (value: Value) => {
    waiting = { value };
    next();
  };
}
