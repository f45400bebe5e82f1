// The one cache shape for keys a client chooses (a cookie's zone, a search, a language): a Map
// that never holds more than `capacity` entries, forgetting the least recently used first. A
// module-level Map keyed by request input grows with every new value an attacker sends; this one
// cannot (docs/security.md, "Caches keyed by what a client sends").

export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('A bounded map holds at least one entry.');
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    // A Map keeps the order entries were put in: put back, it is the newest.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Keeps `value` as the most recently used; past the capacity, the least recently used goes. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}
