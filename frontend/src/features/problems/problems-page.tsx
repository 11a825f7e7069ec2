import { UnderConstruction } from '@/components/under-construction';

export default function ProblemsPage() {
  return (
    <UnderConstruction
      section="Problems"
      title="System Design Problems"
      description="The problem catalogue will appear here shortly."
    />
  );
}
