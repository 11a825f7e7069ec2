"""Scoring: one scorer per kind of problem (with a rubric, without one), and the caps on the
total."""
