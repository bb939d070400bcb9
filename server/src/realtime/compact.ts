// Small per-subscriber lists. An idle WebSocket subscriber's memory is what bounds how many one instance holds
// (bench/memory.ts), and most of these lists hold zero or one item for their whole life.

/**
 * `list` with `item` added. The lists here hold zero or one item for almost every stream; an array grown by
 * push from empty reserves 17 slots (152 bytes), a literal only what it holds.
 */
export function appended<T>(list: T[], item: T): T[] {
  if (!list.length) return [item];
  list.push(item);
  return list;
}
