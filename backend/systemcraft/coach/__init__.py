"""The design coach: lesson retrieval, conversations and the optional LLM."""
