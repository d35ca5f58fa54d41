#!/usr/bin/env python3
"""The house's numbers: circles among files, imports that run back up the rooms, the largest
functions, and the sizes issue 32 follows (the board's files, the README).

It reads the Rust sources' `use` lines and `crate::…`/`super::…` paths as text (no compiler):

- a **file** is a module (`src/a/b.rs` or `src/a/b/mod.rs` is `a::b`); a path names the longest
  module that is a file of the same crate;
- a **circle** is a set of two or more files that import each other round (a strongly connected
  component of the file graph);
- a **room** is a crate's top-level module (`escaque-core::drill`, `app::components::board`: in
  the app, one level deeper, since `components/` and `pages/` are only folders). Rooms are put in
  floors so that as few imports as possible run from a lower floor up to a higher one (a room
  that uses another stands above it); those that still do, the **imports that run back up**,
  are the edges of circles among rooms, and the script lists them.

Usage: python3 tools/house.py [--json]   (from the repository's root)
"""
import json
import os
import re
import sys
from collections import defaultdict

CRATES = {  # crate name in paths -> source folder
    "escaque_core": "crates/escaque-core/src",
    "app": "src",
    "escaque_cli": "crates/escaque-cli/src",
}
ROOM_DEPTH = {"escaque_core": 1, "app": 2, "escaque_cli": 1}


def modules(crate, root):
    """{module path tuple: file} for every .rs file of the crate."""
    found = {}
    for folder, _, files in os.walk(root):
        for name in files:
            if not name.endswith(".rs"):
                continue
            rel = os.path.relpath(os.path.join(folder, name), root)[:-3].split(os.sep)
            if rel[-1] in ("mod", "lib", "main"):
                rel = rel[:-1]
            found[tuple(rel)] = os.path.join(folder, name)
    return found


def strip_comments(text):
    """The code without comments, string and character literals (their braces would count);
    line numbers stay."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text[i:j].count("\n"))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:i + 10]) and not (i and (text[i - 1].isalnum() or text[i - 1] == "_")):
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            j = text.find('"' + hashes, i + len(hashes) + 2)
            j = n if j < 0 else j + 1 + len(hashes)
            out.append('""' + "\n" * text[i:j].count("\n"))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""' + "\n" * text[i:j].count("\n"))
            i = j + 1
        elif c == "'" and (re.match(r"'(\\.[^']*|[^\\'])'", text[i:i + 12])):
            m = re.match(r"'(\\.[^']*|[^\\'])'", text[i:i + 12])
            out.append("' '")
            i += len(m.group(0))
        else:
            out.append(c)
            i += 1
    return "".join(out)


def test_free(text):
    """The text without `#[cfg(test)] mod … { … }` blocks (tests may import anything)."""
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*\{", text):
        if m.start() < i:
            continue
        out.append(text[i:m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        out.append("\n" * text[m.start():j].count("\n"))  # line numbers stay
        i = j
    out.append(text[i:])
    return "".join(out)


def paths_in(text):
    """Every module path a file names: `use` trees expanded, and inline `crate::a::b` paths."""
    found = []

    def expand(prefix, tree):
        tree = tree.strip()
        if not tree:
            return
        if "{" in tree:
            head, _, rest = tree.partition("{")
            inner = rest[: rest.rfind("}")]
            parts, depth, cur = [], 0, ""
            for ch in inner:
                if ch == "," and depth == 0:
                    parts.append(cur)
                    cur = ""
                    continue
                depth += {"{": 1, "}": -1}.get(ch, 0)
                cur += ch
            parts.append(cur)
            base = prefix + [p for p in head.strip().rstrip(":").split("::") if p]
            for p in parts:
                expand(base, p)
        else:
            segs = [s for s in tree.split(" as ")[0].strip().split("::") if s]
            found.append(prefix + segs)

    for m in re.finditer(r"\buse\s+([^;]+);", text):
        expand([], m.group(1))
    for m in re.finditer(r"\b((?:crate|super|self)(?:::\w+)+)", text):
        found.append(m.group(1).split("::"))
    return found


def root_reexports(mods):
    """{name: module path} for the crate root's `pub use` items (`pub use position::Position`)."""
    root = mods.get(())
    if root is None:
        return {}
    found = {}
    for p in paths_in(strip_comments(open(root, encoding="utf-8").read())):
        if p and p[0] not in ("crate", "self", "super") and tuple(p[:1]) in mods:
            found[p[-1]] = tuple(p[:-1])
    return found


def resolve(path, here, mods, crate_names, reexports=None):
    """The module file a path names, seen from module `here`; None outside the crate. A name
    the crate root re-exports (`crate::Position`) is its module's."""
    if not path:
        return None
    if path[0] == "crate":
        rest = path[1:]
        if len(rest) >= 1 and reexports and rest[0] in reexports and tuple(rest[:1]) not in mods:
            rest = list(reexports[rest[0]]) + rest[1:]
    elif path[0] == "super":
        base = list(here)
        while path and path[0] == "super":
            base = base[:-1]
            path = path[1:]
        rest = base + path
    elif path[0] == "self":
        rest = list(here) + path[1:]
    elif path[0] in crate_names:
        return ("crate", path[0], tuple(path[1:]))
    else:
        return None
    for n in range(len(rest), -1, -1):
        if tuple(rest[:n]) in mods:
            return tuple(rest[:n])
    return None


def graph():
    files, edges = {}, set()
    all_mods = {c: modules(c, r) for c, r in CRATES.items()}
    reexports = {c: root_reexports(m) for c, m in all_mods.items()}
    for crate, mods in all_mods.items():
        for mod, path in mods.items():
            files[(crate, mod)] = path
            text = test_free(strip_comments(open(path, encoding="utf-8").read()))
            for p in paths_in(text):
                target = resolve(p, mod, mods, CRATES, reexports[crate])
                if target is None or target == ():
                    continue  # outside the crates, or the crate root (lib.rs re-exports)
                if target[0] == "crate":
                    other, rest = all_mods.get(target[1], {}), target[2]
                    if rest and rest[0] in reexports.get(target[1], {}) and rest[:1] not in other:
                        rest = reexports[target[1]][rest[0]] + rest[1:]
                    for n in range(len(rest), 0, -1):
                        if rest[:n] in other:
                            edges.add(((crate, mod), (target[1], rest[:n])))
                            break
                    continue
                edges.add(((crate, mod), (crate, target)))
    # A module's own child (mod.rs -> its submodules) is the same room's business, not an import.
    edges = {(a, b) for a, b in edges if a != b}
    return files, edges


def sccs(nodes, edges):
    """Tarjan's strongly connected components."""
    succ = defaultdict(list)
    for a, b in edges:
        succ[a].append(b)
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in succ[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(comp)

    for v in nodes:
        if v not in index:
            visit(v)
    return out


def room(node):
    crate, mod = node
    return (crate, mod[: ROOM_DEPTH[crate]])


def name(node):
    crate, mod = node
    return f"{crate}::{'::'.join(mod)}" if mod else crate


def back_up(rooms, room_edges):
    """Floors for the rooms (a room above those it uses) that leave the fewest imports running
    up, by Eades' greedy ordering inside each circle of rooms; returns those imports."""
    up = []
    for comp in sccs(rooms, room_edges):
        if len(comp) < 2:
            continue
        inside = {(a, b) for a, b in room_edges if a in comp and b in comp}
        left, order_head, order_tail = set(comp), [], []
        while left:
            changed = True
            while changed:
                changed = False
                for v in sorted(left):
                    if not any(a == v and b in left for a, b in inside):  # uses nothing left: lowest
                        order_tail.insert(0, v)
                        left.discard(v)
                        changed = True
                    elif not any(b == v and a in left for a, b in inside):  # used by none: highest
                        order_head.append(v)
                        left.discard(v)
                        changed = True
            if left:
                v = max(sorted(left), key=lambda v: sum(1 for a, b in inside if b == v and a in left)
                        - sum(1 for a, b in inside if a == v and b in left))
                # the room most used and using least goes lowest
                order_tail.insert(0, v)
                left.discard(v)
        order = order_head + order_tail  # highest first
        pos = {v: i for i, v in enumerate(order)}
        up += [(a, b) for a, b in inside if pos[a] > pos[b]]
    return sorted(up)


def largest_functions(n=5):
    found = []
    for root in CRATES.values():
        for folder, _, names in os.walk(root):
            for fname in names:
                if not fname.endswith(".rs"):
                    continue
                path = os.path.join(folder, fname)
                lines = test_free(strip_comments(open(path, encoding="utf-8").read())).splitlines()
                i = 0
                while i < len(lines):
                    m = re.match(r"\s*(pub(\([^)]*\))?\s+)?(async\s+)?(const\s+)?fn\s+(\w+)", lines[i])
                    if m and not lines[i].rstrip().endswith(";"):
                        depth, j, started = 0, i, False
                        while j < len(lines):
                            depth += lines[j].count("{") - lines[j].count("}")
                            started = started or "{" in lines[j]
                            if started and depth <= 0:
                                break
                            j += 1
                        found.append((j - i + 1, f"{path}:{i + 1} {m.group(5)}"))
                        i += 1
                        continue
                    i += 1
    return sorted(found, reverse=True)[:n]


def lines_of(path):
    return sum(1 for _ in open(path, encoding="utf-8")) if os.path.exists(path) else None


def main():
    files, edges = graph()
    circles = [sorted(c) for c in sccs(list(files), edges) if len(c) > 1]
    room_edges = {(room(a), room(b)) for a, b in edges if room(a) != room(b)}
    rooms = sorted({room(n) for n in files})
    up = back_up(rooms, room_edges)
    board = [p for p in ["src/components/board.rs", "src/components/drill/fen.rs"] if os.path.exists(p)]
    board += sorted(os.path.join(d, f) for d, _, fs in os.walk("src/components/board") for f in fs)
    facts = {
        "files": len(files),
        "circles": [[name(n) for n in c] for c in circles],
        "rooms": len(rooms),
        "imports_back_up": [f"{name(a)} -> {name(b)}" for a, b in up],
        "largest_functions": [f"{n} lines: {where}" for n, where in largest_functions()],
        "board_lines": {p: lines_of(p) for p in board},
        "readme_bytes": os.path.getsize("README.md"),
    }
    if "--json" in sys.argv:
        print(json.dumps(facts, indent=1))
        return
    print(f"files {facts['files']}, rooms {facts['rooms']}")
    print(f"circles among files: {len(circles)}")
    for c in facts["circles"]:
        print("  " + " <-> ".join(c))
    print(f"imports that run back up the rooms: {len(up)}")
    for line in facts["imports_back_up"]:
        print("  " + line)
    print("largest functions:")
    for line in facts["largest_functions"]:
        print("  " + line)
    print("board files: " + ", ".join(f"{p} {n}" for p, n in facts["board_lines"].items()))
    print(f"README.md: {facts['readme_bytes']} bytes")


if __name__ == "__main__":
    main()
