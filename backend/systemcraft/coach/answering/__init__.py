"""The coach's answers, one module for each kind of question (kinds.py): each reads the design's
facts (design_facts.py), the brief and, where the question needs them, the assessment's findings,
a run of the simulation and the lesson passages, and writes Markdown. Pure."""
