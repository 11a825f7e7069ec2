import { useParams } from 'react-router';

import { UnderConstruction } from '@/components/under-construction';

export default function WorkspacePage() {
  const { problemId = '' } = useParams();
  return (
    <UnderConstruction
      section="Playground"
      title="The workspace is being built"
      description={`The design canvas for problem “${problemId}” will open here.`}
    />
  );
}
