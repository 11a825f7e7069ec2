import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { buttonClass } from '@/components/button-class';
import { signOutEverywhere, type EverywhereOutcome } from '@/lib/auth/auth-client';
import type { SessionUser } from '@/lib/auth/session';

import styles from './account-area.module.css';
import { menuKeyAction } from './menu-keys';
import { UserAvatar } from './user-avatar';

const FAILED = 'Could not sign out everywhere. Check your connection and try again.';

/**
 * The user's photo and name, as the button of the account menu (the ARIA menu button
 * pattern): it opens on a click, Enter, Space or the down arrow with its first item focused.
 */
interface AccountMenuProps {
  user: SessionUser | null;
  /** This tab is signed out after signing out everywhere (or finding its sign-in ended). */
  onSignedOut: (outcome: Exclude<EverywhereOutcome, 'failed'>) => void;
}

export function AccountMenu({ user, onSignedOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const action = menuKeyAction(event.key, all.indexOf(event.target as HTMLElement), all.length);
    if (action.kind === 'none') return;
    if (action.kind === 'focus') {
      event.preventDefault();
      all[action.index]?.focus();
      return;
    }
    // Tab goes on from the button, before the menu hides what holds the focus.
    button.current?.focus();
    if (!action.moveOn) event.preventDefault();
    setOpen(false);
  };

  const everywhere = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    const outcome = await signOutEverywhere();
    // Signed out, this area is replaced by the sign-in button; otherwise say so and stay.
    if (outcome === 'failed') {
      setPending(false);
      setFailed(true);
    } else {
      onSignedOut(outcome);
    }
  };

  return (
    <div ref={root} className={styles.menuRoot}>
      <button
        ref={button}
        type="button"
        className={`${buttonClass('ghost', 'small')} ${styles.menuButton}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((shown) => !shown);
          setFailed(false);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {user ? (
          <>
            <UserAvatar name={user.display_name} photoUrl={user.photo_url} />
            <span className={styles.name}>{user.display_name}</span>
          </>
        ) : (
          <span className={styles.placeholder} />
        )}
        {/* Named by what it shows (the name) and what it is, for a screen reader. */}
        <span className="visually-hidden">{user ? 'account menu' : 'Account menu'}</span>
        <Chevron />
      </button>
      <div className={styles.popover} hidden={!open}>
        <div ref={menu} id={menuId} role="menu" aria-label="Account" onKeyDown={onMenuKey}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            // Not `disabled`: that would drop the focus while the request runs.
            aria-disabled={pending}
            onClick={() => void everywhere()}
          >
            {pending ? 'Signing out everywhere...' : 'Sign out everywhere'}
          </button>
        </div>
        <p className={styles.menuNote}>Ends your sign-in on every browser and device.</p>
        {failed && (
          <p className={styles.menuError} role="alert">
            {FAILED}
          </p>
        )}
      </div>
    </div>
  );
}

function Chevron() {
  return (
    <svg width="10" height="10" viewBox="0 0 12 12" aria-hidden="true" className={styles.chevron}>
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
