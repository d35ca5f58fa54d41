"""Prints the first-load transfer of the release build and fails over the budget.

The first load is what a first visit must fetch before the app shows its page: `index.html`,
the files it references as script, module preload, wasm preload and style sheet (the page's
loader, the wasm-bindgen glue, the chunk loader, the main wasm module, the CSS), and the largest
of the UI languages' chunks (`app-*/split_source_*.wasm`, one of which the app fetches before
its mount), each gzipped at level 9, as a static host would serve them. Files fetched later are
not counted and the line says so: other routes' chunks and the home page's board, `sw.js` and
what it precaches after the app runs (games.bin), the manifest and icons.

BUDGET is 250 KB; the test fails over it (see the README, "First load").

Usage: python3 tests/first-load.py [DIST]   (default: dist)
Exit status 1 when over the budget or when index.html references a missing file.
"""
import glob
import gzip
import html.parser
import os
import sys

BUDGET = 250_000  # bytes


class References(html.parser.HTMLParser):
    """Collects the first-load files of index.html by kind: wasm, js, css."""

    def __init__(self):
        super().__init__()
        self.files = []  # (kind, href)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "script" and a.get("src"):
            self.files.append(("js", a["src"]))
        elif tag == "link":
            rel = (a.get("rel") or "").split()
            href = a.get("href")
            if not href:
                return
            if "stylesheet" in rel:
                self.files.append(("css", href))
            elif "modulepreload" in rel:
                self.files.append(("js", href))
            elif "preload" in rel and href.endswith(".wasm"):
                self.files.append(("wasm", href))


def gz(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def main() -> int:
    dist = sys.argv[1] if len(sys.argv) > 1 else "dist"
    with open(os.path.join(dist, "index.html"), "rb") as f:
        index = f.read()
    parser = References()
    parser.feed(index.decode("utf-8"))
    sizes = {"wasm": 0, "js": 0, "css": 0, "html": gz(index)}
    for kind, href in dict.fromkeys(parser.files):
        path = os.path.join(dist, href.split("?")[0].lstrip("/"))
        if not os.path.isfile(path):
            print(f"first load: index.html references {href}, which is not in {dist}/")
            return 1
        with open(path, "rb") as f:
            data = f.read()
        sizes[kind] += gz(data)
    if sizes["wasm"] == 0:
        print("first load: index.html preloads no wasm (is this the release build?)")
        return 1
    languages = glob.glob(os.path.join(dist, "app-*", "split_source_*.wasm"))
    if not languages:
        print("first load: no language chunks app-*/split_source_*.wasm (see pwa/wasm.js)")
        return 1
    language = max(gz(open(path, "rb").read()) for path in languages)
    sizes["wasm"] += language
    total = sum(sizes.values())
    print(
        f"first load: {total} bytes gzip (wasm {sizes['wasm']}, of which the largest of "
        f"{len(languages)} language chunks {language}, + js {sizes['js']} + "
        f"css {sizes['css']} + html {sizes['html']}); not counted: what a page fetches once "
        f"shown (other routes' chunks, the home board, pieces, games.bin), sw.js and what it "
        f"precaches, manifest and icons"
    )
    if total > BUDGET:
        print(
            f"first load: FAILED: {total - BUDGET} bytes over the budget of {BUDGET} "
            f"({total / BUDGET:.2f}x)",
            file=sys.stderr,
        )
        return 1
    print(f"first load: within the {BUDGET}-byte budget ({total / BUDGET:.0%} of it)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
