import { describe, expect, it } from 'vitest';

import { EntryMemory, isFromLesson } from './quiz-history';

describe('what the history entries held', () => {
  it('keeps a value per entry and drops the oldest past fifty', () => {
    const memory = new EntryMemory<number>();
    for (let entry = 0; entry < 51; entry += 1) memory.set(`key-${String(entry)}`, entry);
    expect(memory.get('key-0')).toBeUndefined();
    expect(memory.get('key-1')).toBe(1);
    expect(memory.get('key-50')).toBe(50);
  });

  it('counts an entry written again as the newest', () => {
    const memory = new EntryMemory<number>();
    memory.set('kept', 0);
    for (let entry = 1; entry < 50; entry += 1) memory.set(`key-${String(entry)}`, entry);
    memory.set('kept', 1);
    memory.set('one-more', 50);
    expect(memory.get('kept')).toBe(1);
    expect(memory.get('key-1')).toBeUndefined();
  });

  it('tells a quiz the lesson opened from one reached by its address', () => {
    expect(isFromLesson({ fromLesson: true })).toBe(true);
    expect(isFromLesson(null)).toBe(false);
    expect(isFromLesson('fromLesson')).toBe(false);
  });
});
