import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { buttonClass } from '@/components/button-class';
import { MessagePage } from '@/components/message-page';

/** Shown when a page fails to render or its code cannot be loaded even after a reload. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <MessagePage
      eyebrow="Something went wrong"
      title="This page could not be shown"
      actions={
        <>
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload the page
          </button>
          <Link to="/home" className={buttonClass('secondary')}>
            Go to the home page
          </Link>
        </>
      }
    >
      <p>{detail}</p>
    </MessagePage>
  );
}
