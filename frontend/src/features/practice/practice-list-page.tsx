import { UnderConstruction } from '@/components/under-construction';

export default function PracticeListPage() {
  return (
    <UnderConstruction
      section="Playground"
      title="System Design Playground"
      description="Practice problems and the design canvas will appear here shortly."
    />
  );
}
