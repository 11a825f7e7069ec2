import { Link } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { MessagePage } from '@/components/message-page';

export default function NotFoundPage() {
  return (
    <MessagePage
      eyebrow="404"
      title="Page not found"
      actions={
        <>
          <Link to="/home" className={buttonClass('primary')}>
            Go to the home page
          </Link>
          <Link to="/learn" className={buttonClass('secondary')}>
            Browse lessons
          </Link>
        </>
      }
    >
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
    </MessagePage>
  );
}
