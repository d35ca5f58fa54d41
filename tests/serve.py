"""Serves the release build on 127.0.0.1 with the SPA fallback (unknown paths get index.html).

A page's static copy is served for its address as good static hosts do: `drill/find/index.html`
for `/drill/find` (and `/drill/find/`), with no redirect. With `--spa-only`, only the SPA
fallback (every path that is no file gets index.html), as the simplest hosts do.

As a static host should for a PWA: `sw.js` and `index.html` are revalidated on every request
(`Cache-Control: no-cache`), so a new build is seen at once. Connections are kept alive
(HTTP/1.1), as every real host keeps them: a new connection for each file would cost the page a
round trip per file, which Lighthouse's network model counts. Text and wasm go out gzipped when
the request accepts it (`Accept-Encoding: gzip`), as any real static host sends them: Lighthouse
scores the bytes transferred.

Usage: python3 tests/serve.py DIST PORT [--spa-only]
"""
import email.utils
import functools
import gzip
import http.server
import io
import os
import re
import sys
import threading

REVALIDATE = {"/sw.js", "/index.html"}

# What a static host compresses: text of any kind, and wasm. Images other than SVG and binary
# data are sent as they are.
COMPRESSIBLE = re.compile(
    r"^(text/|application/(javascript|json|manifest\+json|wasm|xml)$|image/svg\+xml$)"
)

# Compressed bodies by (path, modification time, size): each file is compressed once per build,
# at gzip's usual level 6 (level 9 takes three times as long for 1.5 % less on the wasm).
_gzipped = {}
_gzipped_lock = threading.Lock()


def gzipped(path, stat):
    key = (path, stat.st_mtime_ns, stat.st_size)
    # One lock: a file asked for twice at once is compressed once.
    with _gzipped_lock:
        body = _gzipped.get(key)
        if body is None:
            with open(path, "rb") as f:
                body = gzip.compress(f.read(), compresslevel=6, mtime=0)
            _gzipped[key] = body
    return body


def accepts_gzip(header):
    """Whether an Accept-Encoding header accepts gzip (and does not refuse it with q=0)."""
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            q = params.strip().lower()
            return not re.fullmatch(r"q=0(\.0*)?", q)
    return False


class SpaHandler(http.server.SimpleHTTPRequestHandler):
    # Keep-alive; every response has a Content-Length (SimpleHTTPRequestHandler's own and ours).
    protocol_version = "HTTP/1.1"
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".ico": "image/x-icon",
        ".bin": "application/octet-stream",
    }

    spa_only = False

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path) and (self.spa_only or not os.path.isfile(os.path.join(path, "index.html"))):
            path = self.translate_path("/index.html") if self.path.split("?", 1)[0] != "/" else path
        if not os.path.exists(path):
            self.path = "/index.html"
            path = self.translate_path(self.path)
        if os.path.isdir(path):
            index = os.path.join(path, "index.html")
            if not os.path.isfile(index):
                return super().send_head()
            path = index
        # What SimpleHTTPRequestHandler serves below (uncompressed) is this file too.
        self.path = "/" + os.path.relpath(path, self.directory).replace(os.sep, "/")
        self._html = path.endswith(".html")
        ctype = self.guess_type(path)
        if not COMPRESSIBLE.match(ctype) or not os.path.isfile(path):
            return super().send_head()
        stat = os.stat(path)
        if not accepts_gzip(self.headers.get("Accept-Encoding")):
            # The same resource, uncompressed: caches must still keep the two apart.
            self._vary = True
            return super().send_head()
        if self.not_modified(stat):
            self.send_response(304)
            self._vary = True
            self.end_headers()
            return None
        body = gzipped(path, stat)
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(stat.st_mtime))
        self._vary = True
        self.end_headers()
        return io.BytesIO(body)

    def not_modified(self, stat):
        """Whether a conditional request's copy (If-Modified-Since) is still the file's."""
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return when.tzinfo is not None and int(stat.st_mtime) <= when.timestamp()

    def end_headers(self):
        route = self.path.split("?", 1)[0]
        if route in REVALIDATE or route.endswith("/") or getattr(self, "_html", False):
            self.send_header("Cache-Control", "no-cache")
        if getattr(self, "_vary", False):
            self.send_header("Vary", "Accept-Encoding")
            self._vary = False
        super().end_headers()

    def log_message(self, *args):
        pass


def precompress(dist):
    """Compresses every compressible file of the build ahead of the first request for it."""
    for folder, _, names in os.walk(dist):
        for name in names:
            path = os.path.join(folder, name)
            if COMPRESSIBLE.match(SpaHandler.guess_type(SpaHandler, path)):
                gzipped(path, os.stat(path))


def main():
    args = [a for a in sys.argv[1:] if a != "--spa-only"]
    dist, port = args[0], int(args[1])
    SpaHandler.spa_only = "--spa-only" in sys.argv
    threading.Thread(target=precompress, args=(dist,), daemon=True).start()
    handler = functools.partial(SpaHandler, directory=dist)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main()
