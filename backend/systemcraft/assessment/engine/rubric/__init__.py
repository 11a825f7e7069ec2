"""Checking the rubric: what a problem's rubric declares (schema.py), and each check of a design
against it: scaled, sized, placed, protected, and the decisions an interviewer asks about."""
