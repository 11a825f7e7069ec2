/** What an interviewer asks once the design stands; nothing when the problem has none. */
export function FollowUpQuestions({
  questions,
  className,
}: {
  questions: string[];
  className?: string;
}) {
  if (questions.length === 0) return null;
  return (
    <section className={className}>
      <h3>What an interviewer asks next</h3>
      <ul>
        {questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
    </section>
  );
}
