// @vitest-environment jsdom
/**
 * The editor and its two copies, the browser's and the account's, over the account's HTTP
 * interface as the generated client calls it (the server itself is exercised by the browser
 * tests). Each case is a way a learner's work used to be lost or hidden.
 */
import type { CanvasDesign } from '@/lib/design';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { sessionStore } from '@/lib/auth/store-instance';

import { addComponent } from './model/design';
import { readSaved, serialise, storageKey } from './model/saved-design';
import { startingDesign } from './model/starting-design';
import { useDesignEditor, type DesignEditor } from './use-design-editor';

const { GET, PUT } = vi.hoisted(() => ({ GET: vi.fn(), PUT: vi.fn() }));
vi.mock('@/lib/api/client', () => ({ api: { GET, PUT } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROBLEM = 'url-shortener';
type Kind = 'cache' | 'queue' | 'cdn';

interface Account {
  version: number;
  design: CanvasDesign | null;
  /** Status codes the next saves get instead of landing. */
  failures: number[];
  /** The next reads fail. */
  unreadable: number;
}

let account: Account;
let editor: DesignEditor;
let root: Root | null = null;

function Harness({ show }: { show: (shown: DesignEditor) => void }) {
  const shown = useDesignEditor(PROBLEM);
  useEffect(() => {
    show(shown);
  });
  return null;
}

const showEditor = (shown: DesignEditor) => {
  editor = shown;
};

/** Answers as the designs routes do: a read gives the latest copy, a save naming another
 * version than the latest is refused with 412. */
function serve() {
  GET.mockImplementation(() => {
    if (account.unreadable > 0) {
      account.unreadable -= 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    const { version, design } = account;
    return reply(200, { problem_id: PROBLEM, version, design, updated_at: null });
  });
  PUT.mockImplementation(
    (
      _path: string,
      init: { params: { header: { 'if-match': string } }; body: { design: CanvasDesign } },
    ) => {
      const failure = account.failures.shift();
      if (failure) return reply(failure, undefined);
      if (init.params.header['if-match'] !== `"${String(account.version)}"`)
        return reply(412, undefined);
      account = { ...account, version: account.version + 1, design: init.body.design };
      return reply(200, { problem_id: PROBLEM, version: account.version, updated_at: null });
    },
  );
}

function reply(status: number, data: unknown) {
  return Promise.resolve({ data, response: new Response(null, { status }) });
}

function signIn() {
  act(() => {
    sessionStore.setSession(
      {
        access_token: 'token',
        refresh_token: 'refresh',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        expires_in: 3600,
        token_type: 'bearer',
        user: null,
      } as never,
      'SIGNED_IN',
    );
  });
}

function open() {
  const host = document.createElement('div');
  root = createRoot(host);
  act(() => {
    root?.render(<Harness show={showEditor} />);
  });
}

function close() {
  act(() => {
    root?.unmount();
  });
  root = null;
}

/** Time passes in steps of 50 ms, each ending in a render, as a browser renders between tasks
 * (inside one `act` React holds every render until its end). */
async function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 50) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(50, ms - passed));
    });
  }
}

function add(kind: Kind) {
  act(() => {
    editor.edit(addComponent(editor.design, kind, 600, 600));
  });
}

const kinds = (design: CanvasDesign | null | undefined) =>
  (design?.widgets ?? []).map((component) => component.type);
const sentIfMatch = () =>
  PUT.mock.calls.map(
    ([, init]) =>
      (init as { params: { header: Record<string, string> } }).params.header['if-match'],
  );

/** A design of the learner's, as another device saved it to the account. */
function elsewhere(kind: Kind): CanvasDesign {
  return addComponent(startingDesign(), kind, 200, 600);
}

function storedLocally(design: CanvasDesign, base: number | null, unsent: boolean) {
  window.localStorage.setItem(storageKey(PROBLEM), serialise(design, { base, unsent }));
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  GET.mockReset();
  PUT.mockReset();
  account = { version: 0, design: null, failures: [], unreadable: 0 };
  serve();
});

afterEach(() => {
  if (root) close();
  act(() => {
    sessionStore.signOut();
  });
  vi.useRealTimers();
});

describe('the untouched start', () => {
  it('is never saved, in the browser or to the account', async () => {
    signIn();
    open();
    await wait(3000);
    expect(PUT).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(storageKey(PROBLEM))).toBeNull();
  });

  it('gives way to the account copy, which is not sent back', async () => {
    account = { ...account, version: 3, design: elsewhere('cdn') };
    signIn();
    open();
    await wait(3000);
    expect(kinds(editor.design)).toContain('cdn');
    expect(PUT).not.toHaveBeenCalled();
  });
});

describe('edits made before the account answers', () => {
  it('are sent once it answers with nothing saved', async () => {
    let answer!: () => void;
    GET.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () => {
            resolve({ data: { version: 0, design: null }, response: new Response(null) });
          };
        }),
    );
    signIn();
    open();
    add('cache');
    await wait(1500);
    expect(PUT).not.toHaveBeenCalled(); // nothing is written before the account is read
    answer();
    await wait(1500);
    expect(kinds(account.design)).toContain('cache');
  });

  it('are not dropped for a different account copy: the learner chooses', async () => {
    signIn();
    GET.mockImplementationOnce(() => new Promise(() => undefined)); // a network that never answers
    open();
    add('cache');
    await wait(500);
    close();
    account = { ...account, version: 7, design: elsewhere('cdn') };
    open();
    await wait(3000);
    expect(kinds(editor.design)).toContain('cache');
    expect(editor.sync.conflict?.version).toBe(7);
    expect(PUT).not.toHaveBeenCalled();
  });
});

describe('a design kept in this browser', () => {
  it('with edits on the latest account copy is sent over it', async () => {
    account = { ...account, version: 7, design: elsewhere('cdn') };
    storedLocally(addComponent(elsewhere('cdn'), 'cache', 900, 900), 7, true);
    signIn();
    open();
    await wait(1500);
    expect(sentIfMatch()).toEqual(['"7"']);
    expect(kinds(account.design)).toEqual(expect.arrayContaining(['cdn', 'cache']));
  });

  it('with no edits gives way to a newer account copy', async () => {
    storedLocally(elsewhere('cache'), 7, false);
    account = { ...account, version: 8, design: elsewhere('queue') };
    signIn();
    open();
    await wait(1500);
    expect(kinds(editor.design)).toContain('queue');
    expect(kinds(editor.design)).not.toContain('cache');
    expect(editor.sync.conflict).toBeNull();
    expect(PUT).not.toHaveBeenCalled();
    expect(readSaved(window.localStorage.getItem(storageKey(PROBLEM)))).toMatchObject({
      base: 8,
      unsent: false,
    });
  });

  it('with edits on an older account copy is not overwritten: the learner chooses', async () => {
    storedLocally(elsewhere('cache'), 7, true);
    account = { ...account, version: 8, design: elsewhere('queue') };
    signIn();
    open();
    await wait(1500);
    expect(kinds(editor.design)).toContain('cache');
    expect(editor.sync.conflict?.version).toBe(8);
    expect(PUT).not.toHaveBeenCalled();
  });

  it('from before records named their account copy counts as holding edits', async () => {
    window.localStorage.setItem(
      storageKey(PROBLEM),
      JSON.stringify({ version: 1, savedAt: '2026-01-01T00:00:00Z', design: elsewhere('cache') }),
    );
    account = { ...account, version: 2, design: elsewhere('queue') };
    signIn();
    open();
    await wait(1500);
    expect(kinds(editor.design)).toContain('cache');
    expect(editor.sync.conflict?.version).toBe(2);
  });
});

describe('signing in again in another tab', () => {
  it('keeps and sends what was made while signed out', async () => {
    signIn();
    open();
    add('cache');
    await wait(1500);
    expect(account.version).toBe(1);
    act(() => {
      sessionStore.signOut();
    });
    add('queue');
    await wait(1500);
    signIn();
    await wait(1500);
    expect(kinds(editor.design)).toEqual(expect.arrayContaining(['cache', 'queue']));
    expect(kinds(account.design)).toEqual(expect.arrayContaining(['cache', 'queue']));
    expect(sentIfMatch()).toEqual(['"0"', '"1"']);
  });

  it('asks when another device saved meanwhile', async () => {
    signIn();
    open();
    add('cache');
    await wait(1500);
    act(() => {
      sessionStore.signOut();
    });
    add('queue');
    account = { ...account, version: 2, design: elsewhere('cdn') };
    signIn();
    await wait(1500);
    expect(kinds(editor.design)).toContain('queue');
    expect(editor.sync.conflict?.version).toBe(2);
    expect(kinds(account.design)).toContain('cdn');
  });
});

describe('a save that does not land', () => {
  it('is sent as the learner leaves, not a second later', async () => {
    signIn();
    open();
    await wait(100);
    add('cache');
    await wait(400);
    close();
    await wait(100);
    expect(kinds(account.design)).toContain('cache');
  });

  it('is tried again, later each time, and says so meanwhile', async () => {
    account.failures = [503, 503];
    signIn();
    open();
    add('cache');
    await wait(1100);
    expect(editor.sync.trouble).toBe('failing');
    await wait(2100); // the first retry, after 2 s, fails too
    expect(PUT).toHaveBeenCalledTimes(2);
    await wait(4100); // the second, after 4 s, lands
    expect(PUT).toHaveBeenCalledTimes(3);
    expect(editor.sync.trouble).toBe('none');
    expect(kinds(account.design)).toContain('cache');
  });

  it('waits for an account that cannot be read, rather than write over it unseen', async () => {
    account = { ...account, version: 4, design: elsewhere('cdn'), unreadable: 1 };
    signIn();
    open();
    await wait(100);
    expect(editor.sync.trouble).toBe('failing');
    add('cache');
    await wait(1500);
    expect(PUT).not.toHaveBeenCalled();
    await wait(2000); // read again: the canvas holds edits the account copy lacks
    expect(editor.sync.trouble).toBe('none');
    expect(editor.sync.conflict?.version).toBe(4);
  });
});

describe('the conflict', () => {
  async function conflicted() {
    signIn();
    open();
    await wait(100);
    account = { ...account, version: 1, design: elsewhere('cdn') }; // another tab saved
    add('cache');
    await wait(1500);
    expect(editor.sync.conflict?.version).toBe(1);
  }

  it('keeping mine saves it over theirs', async () => {
    await conflicted();
    act(() => {
      editor.sync.keepMine();
    });
    await wait(100);
    expect(kinds(account.design)).toContain('cache');
    expect(account.version).toBe(2);
  });

  it('loading theirs is an edit that undo takes back, and saves nothing', async () => {
    await conflicted();
    let mine: CanvasDesign | null = null;
    act(() => {
      mine = editor.sync.loadTheirs();
    });
    await wait(1500);
    expect(kinds(mine)).toContain('cache');
    expect(kinds(editor.design)).toContain('cdn');
    expect(account.version).toBe(1);
    act(() => {
      editor.run('undo');
    });
    await wait(1500);
    expect(kinds(editor.design)).toContain('cache');
    expect(account.version).toBe(2); // mine, saved on theirs
  });
});
