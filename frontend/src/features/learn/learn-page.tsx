import { UnderConstruction } from '@/components/under-construction';

export default function LearnPage() {
  return (
    <UnderConstruction
      section="Learn"
      title="Lessons are on their way"
      description="Topics, lessons and quizzes will appear here as soon as the curriculum is loaded."
    />
  );
}
