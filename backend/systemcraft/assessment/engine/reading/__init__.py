"""Reading the document: what the user wrote, read the way a reviewer reads it.

- A property left at the value the canvas gave it is not a decision, so it is not read
  (excerpts.py).
- A mention that is negated does not count: "we do NOT use websockets", "no retries for now"
  (negation.py).
- Whether a rubric's pattern is affirmed anywhere is asked of the whole writing at once, each
  pattern searched for only where it could be found (writing.py).
- Figures with their units (quantities.py), counts of copies (copies.py) and the free-text
  property values typed on the canvas (properties.py) are read apart.

Every pattern is matched by RE2, so reading costs time linear in what was written, and one
assessment weighs at most READING_LIMIT mentions (writing.py)."""
