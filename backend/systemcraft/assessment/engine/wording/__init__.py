"""Wording the findings: sentences that name components, the findings about the brief, their
order, and the written analysis."""
