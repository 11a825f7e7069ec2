/**
 * Sends one value at a time, and of the values that arrive for one key while another is on its
 * way only the latest. Two saves sent side by side can reach the server in either order, and
 * the older one landing last would overwrite the newer; in turn, they cannot. Values for other
 * keys (another problem's design) wait their turn rather than replace it.
 */
export function latestOnlyQueue<Value>(
  send: (value: Value) => Promise<unknown>,
  keyOf: (value: Value) => string = () => '',
) {
  const waiting = new Map<string, Value>();
  let sending = false;

  const next = () => {
    const first = waiting.entries().next();
    if (sending || first.done) return;
    const [key, value] = first.value;
    waiting.delete(key);
    sending = true;
    void send(value)
      .catch(() => undefined)
      .finally(() => {
        sending = false;
        next();
      });
  };

  return (value: Value) => {
    const key = keyOf(value);
    waiting.delete(key); // the latest value goes to the back of the line
    waiting.set(key, value);
    next();
  };
}
