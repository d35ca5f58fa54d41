"""Serves the release build on 127.0.0.1 with the SPA fallback (unknown paths get index.html).

Usage: python3 tests/serve.py DIST PORT
"""
import functools
import http.server
import os
import sys


class SpaHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm", ".js": "text/javascript"}

    def send_head(self):
        path = self.translate_path(self.path)
        if not os.path.exists(path):
            self.path = "/index.html"
        return super().send_head()

    def log_message(self, *args):
        pass


def main():
    dist, port = sys.argv[1], int(sys.argv[2])
    handler = functools.partial(SpaHandler, directory=dist)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        server.serve_forever()


if __name__ == "__main__":
    main()
