"""Pieces that know nothing of the product, used by every layer: patterns that read a user's
text in linear time (RE2), JSON as the API accepts it, a time budget for work on what a user
sent, and the clock. Nothing here imports the rest of systemcraft."""
