"""Serves the release build on 127.0.0.1 with the SPA fallback (unknown paths get index.html).

As a static host should for a PWA: `sw.js` and `index.html` are revalidated on every request
(`Cache-Control: no-cache`), so a new build is seen at once.

Usage: python3 tests/serve.py DIST PORT
"""
import functools
import http.server
import os
import sys

REVALIDATE = {"/sw.js", "/index.html"}


class SpaHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".ico": "image/x-icon",
        ".bin": "application/octet-stream",
    }

    def send_head(self):
        path = self.translate_path(self.path)
        if not os.path.exists(path):
            self.path = "/index.html"
        return super().send_head()

    def end_headers(self):
        route = self.path.split("?", 1)[0]
        if route in REVALIDATE or route.endswith("/"):
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, *args):
        pass


def main():
    dist, port = sys.argv[1], int(sys.argv[2])
    handler = functools.partial(SpaHandler, directory=dist)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main()
