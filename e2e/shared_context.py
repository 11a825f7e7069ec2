"""One browser context per test worker, wiped between tests instead of replaced.

A new context starts cold: its first page load cost the browser 1.1 to 1.4 s of CPU where
the same load in a context that had loaded the app before cost 0.5 s, and most browser tests
are a page load or two. The saving lasts only while the context keeps a page open, so an
empty one stays open for the whole run."""

from collections.abc import Iterable

from playwright.sync_api import BrowserContext

# What a test may leave behind for an origin; the HTTP cache is kept on purpose.
_STORAGE_TYPES = "cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems"


class SharedContext:
    def __init__(self, context: BrowserContext) -> None:
        self.context = context
        self.anchor = context.new_page()

    def wipe(self, origins: Iterable[str]) -> None:
        """Leaves the context as a new one would be, its cache apart: no page of the test's,
        no cookie, stored value, permission or offline switch."""
        for page in self.context.pages:
            if page is not self.anchor:
                page.close()
        self.context.clear_cookies()
        self.context.clear_permissions()
        self.context.set_offline(False)
        session = self.context.new_cdp_session(self.anchor)
        try:
            for origin in origins:
                session.send(
                    "Storage.clearDataForOrigin",
                    {"origin": origin, "storageTypes": _STORAGE_TYPES},
                )
        finally:
            session.detach()
