"""Reading text a user wrote in time linear in its size: patterns matched by RE2."""
