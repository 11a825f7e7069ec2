"""Building the graph: the components with their kinds and roles, who calls whom, and what
follows from the wiring alone (which clients reach which stores, the longest synchronous
chains)."""
