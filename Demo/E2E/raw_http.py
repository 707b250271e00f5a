"""HTTP/1.1 over a raw TCP socket, for requests no HTTP client library would send: invalid
UTF-8, duplicate or contradictory headers, broken framing, garbage, and clients that stall.

`exchange(port, data)` sends bytes and reads everything the server answers until it closes
the connection or goes quiet; `Answers` splits what came back into responses, so a test can
count them (a request smuggled inside a body would be answered as a second response).
"""

from __future__ import annotations

import re
import socket
import time
from dataclasses import dataclass

#: How long a read may wait for more bytes before the answer is taken as complete.
QUIET = 3.0

_STATUS_LINE = re.compile(rb"HTTP/1\.[01] (\d{3})[^\r\n]*\r\n")


@dataclass
class Answers:
    """What the server sent on one connection."""

    data: bytes
    #: Whether the server closed the connection (it did not merely go quiet).
    closed: bool
    #: Seconds from the first byte sent to the last read.
    elapsed: float

    @property
    def statuses(self) -> list[int]:
        """The status of every response, in order (each status line that starts a response)."""
        found, offset = [], 0
        while (match := _STATUS_LINE.match(self.data, offset)) is not None:
            found.append(int(match.group(1)))
            head_end = self.data.find(b"\r\n\r\n", offset)
            if head_end < 0:
                break
            length = re.search(
                rb"\r\ncontent-length: *(\d+)", self.data[offset:head_end + 2], flags=re.I
            )
            offset = head_end + 4 + (int(length.group(1)) if length else 0)
        return found

    @property
    def status(self) -> int | None:
        """The first response's status, `None` when nothing (or no HTTP) came back."""
        statuses = self.statuses
        return statuses[0] if statuses else None

    @property
    def head(self) -> str:
        """The first response's status line and headers."""
        return self.data.split(b"\r\n\r\n", 1)[0].decode("latin-1")

    @property
    def body(self) -> bytes:
        return self.data.split(b"\r\n\r\n", 1)[1] if b"\r\n\r\n" in self.data else b""

    def header(self, name: str) -> list[str]:
        """The values of the first response's header `name`."""
        prefix = name.lower() + ":"
        return [
            line.split(":", 1)[1].strip()
            for line in self.head.split("\r\n")[1:]
            if line.lower().startswith(prefix)
        ]


def connect(port: int, timeout: float = QUIET) -> socket.socket:
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    connection.settimeout(timeout)
    return connection


def read_all(connection: socket.socket, started: float) -> Answers:
    """Reads until the server closes the connection or is quiet for the socket's timeout."""
    data, closed = b"", False
    while True:
        try:
            chunk = connection.recv(65536)
        except socket.timeout:
            break
        except ConnectionResetError:
            closed = True
            break
        if not chunk:
            closed = True
            break
        data += chunk
    return Answers(data, closed, time.monotonic() - started)


def exchange(port: int, data: bytes, *, half_close: bool = True, timeout: float = QUIET) -> Answers:
    """Sends `data` on a new connection, then (by default) closes the sending half, and reads
    what comes back."""
    started = time.monotonic()
    with connect(port, timeout) as connection:
        try:
            connection.sendall(data)
            if half_close:
                connection.shutdown(socket.SHUT_WR)
        except (BrokenPipeError, ConnectionResetError):
            pass  # The server refused before reading it all; what it answered is still read.
        return read_all(connection, started)


def request(
    method: str | bytes, target: str | bytes, headers: list[tuple[str, str | bytes]] = (),
    body: bytes = b"", *, version: bytes = b"HTTP/1.1", length: bool = True,
) -> bytes:
    """One request's bytes: `Host` and `Connection: close` first, then `headers` in order, a
    `Content-Length` of the body unless `length` is false or the headers name one."""
    def raw(text: str | bytes) -> bytes:
        return text if isinstance(text, bytes) else text.encode()

    lines = [raw(method) + b" " + raw(target) + b" " + version, b"Host: 127.0.0.1",
             b"Connection: close"]
    lines += [raw(name) + b": " + raw(value) for name, value in headers]
    named = {name.lower() for name, _ in headers}
    if length and body and "content-length" not in named and "transfer-encoding" not in named:
        lines.append(b"Content-Length: " + str(len(body)).encode())
    return b"\r\n".join(lines) + b"\r\n\r\n" + body
