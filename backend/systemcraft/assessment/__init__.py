"""Assessing designs: the pure engine, and the API that records submissions."""
