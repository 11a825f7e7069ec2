"""A TCP proxy in front of PostgreSQL that can freeze: connections stay open and bytes stop
moving, as with a stopped (SIGSTOP) server or a silent network. Used to show that the app
gives up on such a database with a 503 instead of hanging."""

import select
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class FreezableProxy:
    def __init__(self, upstream: tuple[str, int]) -> None:
        self.upstream = upstream
        self.frozen = threading.Event()
        self.stopped = threading.Event()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self.listener.getsockname()[1])

    def serve(self) -> None:
        self.listener.settimeout(0.1)
        while not self.stopped.is_set():
            try:
                client, _ = self.listener.accept()
            except TimeoutError:
                continue
            threading.Thread(target=self._pump, args=(client,), daemon=True).start()

    def _pump(self, client: socket.socket) -> None:
        try:
            self._forward(client)
        except OSError:  # either side hung up: the connection simply ends
            return

    def _forward(self, client: socket.socket) -> None:
        with client, socket.create_connection(self.upstream) as server:
            peers = {client: server, server: client}
            while not self.stopped.is_set():
                if self.frozen.is_set():
                    self.stopped.wait(0.05)
                    continue
                readable, _, _ = select.select(list(peers), [], [], 0.05)
                for source in readable:
                    data = source.recv(65536)
                    if not data:
                        return
                    peers[source].sendall(data)


@contextmanager
def freezable_proxy(upstream: tuple[str, int]) -> Iterator[FreezableProxy]:
    proxy = FreezableProxy(upstream)
    thread = threading.Thread(target=proxy.serve, daemon=True)
    thread.start()
    try:
        yield proxy
    finally:
        proxy.stopped.set()
        thread.join(timeout=5)
        proxy.listener.close()
