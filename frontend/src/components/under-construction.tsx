import { Link } from 'react-router';

import { buttonClass } from './button-class';
import { MessagePage } from './message-page';

interface UnderConstructionProps {
  section: string;
  title: string;
  description: string;
}

/** Stands in for a section whose feature has not shipped yet, and says so honestly. */
export function UnderConstruction({ section, title, description }: UnderConstructionProps) {
  return (
    <MessagePage
      eyebrow={section}
      title={title}
      actions={
        <Link to="/home" className={buttonClass('secondary')}>
          Back to home
        </Link>
      }
    >
      <p>{description}</p>
    </MessagePage>
  );
}
