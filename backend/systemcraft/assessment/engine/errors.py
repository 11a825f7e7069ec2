"""The one error the engine raises for documents it cannot read."""


class DesignDocumentError(ValueError):
    """A design document the engine cannot assess; str(error) is safe to show to the user."""
