"""Finding the flows: which of the rubric's request paths the design contains, and the
components that lie on them."""
