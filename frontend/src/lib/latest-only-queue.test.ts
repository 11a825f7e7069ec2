import { describe, expect, it } from 'vitest';

import { latestOnlyQueue } from './latest-only-queue';

/** A send whose answers the test releases one by one. */
function heldSend() {
  const sent: number[] = [];
  const answers: (() => void)[] = [];
  const send = (value: number) =>
    new Promise<void>((resolve) => {
      sent.push(value);
      answers.push(resolve);
    });
  const answer = async () => {
    answers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, send, answer };
}

describe('latestOnlyQueue', () => {
  it('sends the first value at once and nothing beside it', () => {
    const { sent, send } = heldSend();
    const enqueue = latestOnlyQueue(send);
    enqueue(1);
    enqueue(2);
    expect(sent).toEqual([1]);
  });

  it('sends only the latest of the values that waited, once the one on its way is answered', async () => {
    const { sent, send, answer } = heldSend();
    const enqueue = latestOnlyQueue(send);
    enqueue(1);
    enqueue(2);
    enqueue(3);
    await answer();
    expect(sent).toEqual([1, 3]);
    await answer();
    expect(sent).toEqual([1, 3]);
  });

  it('goes on after a failed send', async () => {
    const sent: number[] = [];
    const enqueue = latestOnlyQueue((value: number) => {
      sent.push(value);
      return value === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
    });
    enqueue(1);
    enqueue(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent).toEqual([1, 2]);
  });
});

describe('latestOnlyQueue with keys', () => {
  it('keeps the latest value of each key, in the order they arrived', async () => {
    const sent: string[] = [];
    const answers: (() => void)[] = [];
    const enqueue = latestOnlyQueue(
      (value: string) =>
        new Promise<void>((resolve) => {
          sent.push(value);
          answers.push(resolve);
        }),
      (value) => value.charAt(0),
    );
    enqueue('a1');
    enqueue('a2');
    enqueue('b1');
    enqueue('a3');
    for (let step = 0; step < 3; step += 1) {
      answers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(sent).toEqual(['a1', 'b1', 'a3']);
  });
});
