import { useId, useState, type ReactNode } from 'react';

import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/button-class';
import { startGoogleSignIn } from '@/lib/auth/auth-client';
import { useAuthOptions } from '@/lib/auth/use-auth';

import { DevSignInDialog } from './dev-sign-in-dialog';

interface SignInButtonProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * Starts sign-in the way this server offers it: the development form when that is on,
 * otherwise Google. In guest mode it says sign-in is unavailable instead of pretending.
 */
export function SignInButton({
  children,
  variant = 'secondary',
  size,
  className,
}: SignInButtonProps) {
  const options = useAuthOptions();
  const [devOpen, setDevOpen] = useState(false);
  const unavailableId = useId();
  const google = options.data?.google ?? false;
  const devLogin = options.data?.dev_login ?? false;
  const available = google || devLogin;
  const classes = [buttonClass(variant, size), className].filter(Boolean).join(' ');
  const start = () => {
    if (devLogin) setDevOpen(true);
    else startGoogleSignIn();
  };
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-disabled={!available}
        aria-describedby={available ? undefined : unavailableId}
        title={available ? undefined : 'Sign-in is not available on this server'}
        onClick={available ? start : undefined}
      >
        {children}
      </button>
      {!available && !options.isPending && (
        <span id={unavailableId} className="visually-hidden">
          Sign-in is not available on this server. You are browsing as a guest.
        </span>
      )}
      {devLogin && (
        <DevSignInDialog
          open={devOpen}
          googleAvailable={google}
          onClose={() => {
            setDevOpen(false);
          }}
        />
      )}
    </>
  );
}
