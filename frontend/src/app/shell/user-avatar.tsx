import { useState } from 'react';

import styles from './account-area.module.css';

/** The user's photo, or the first letter of their name when there is none or it fails. */
export function UserAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  if (!photoUrl || failedUrl === photoUrl) {
    return (
      <span className={styles.avatar} aria-hidden="true" data-testid="avatar-initial">
        {initial}
      </span>
    );
  }
  return (
    <img
      className={styles.avatar}
      src={photoUrl}
      alt=""
      width={28}
      height={28}
      referrerPolicy="no-referrer"
      onError={() => {
        setFailedUrl(photoUrl);
      }}
    />
  );
}
