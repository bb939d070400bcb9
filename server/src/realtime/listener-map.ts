// Listeners by key (a topic, a user id) where almost every key has exactly one listener: a lone listener is
// kept as itself, a Set only from the second on. An idle WebSocket subscriber holds a key in several of these
// maps, and an empty-ish Set costs 140–270 bytes: at 10,000 subscribers that was megabytes (bench/memory.ts).
type Fn = (...args: never[]) => unknown;

export class ListenerMap<K, F extends Fn> {
  private readonly map = new Map<K, F | Set<F>>();

  /** Adds `listener` under `key`; true when it is the key's first. */
  add(key: K, listener: F): boolean {
    const current = this.map.get(key);
    if (current === undefined) {
      this.map.set(key, listener);
      return true;
    }
    if (current instanceof Set) current.add(listener);
    else if (current !== listener) this.map.set(key, new Set([current, listener]));
    return false;
  }

  /** Removes `listener` from `key`; true when that removed the key's last listener. */
  delete(key: K, listener: F): boolean {
    const current = this.map.get(key);
    if (current === undefined) return false;
    if (current instanceof Set) {
      if (!current.delete(listener)) return false;
      if (current.size === 1) this.map.set(key, current.values().next().value as F);
      return false;
    }
    if (current !== listener) return false;
    this.map.delete(key);
    return true;
  }

  /**
   * Calls `call` with each listener of `key` (`call` handles a listener's failure). A listener removed by an
   * earlier one in the same round is skipped, and one added meanwhile waits for the next event.
   */
  forEach(key: K, call: (listener: F) => void): void {
    const current = this.map.get(key);
    if (current === undefined) return;
    if (!(current instanceof Set)) return call(current);
    for (const listener of [...current]) if (this.has(key, listener)) call(listener);
  }

  private has(key: K, listener: F): boolean {
    const current = this.map.get(key);
    return current === listener || (current instanceof Set && current.has(listener));
  }
}
