"""The curriculum: topics, lessons, quizzes and problems as the content files define them.
It owns their tables, the loader that fills them and the revision that tags them; learn,
practice, assessment and coach read it through service.py and never write to it."""
