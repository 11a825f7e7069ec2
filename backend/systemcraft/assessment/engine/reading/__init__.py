"""Reading the document: what the user wrote (the notes, the core user journey, each
component's logic and properties, each connection's description), read as a reviewer reads it,
and the figures, counts and property values in it."""
