"""Reads content/ (topics, lessons, quizzes, problems), reports every mistake with its file and
line, and stores what changed."""
